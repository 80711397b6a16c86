import type { Language } from '@madabook/contracts';
import enAccount from './en/account.json';
import enAdmin from './en/admin.json';
import enAdminAmenities from './en/admin-amenities.json';
import enAdminAudit from './en/admin-audit.json';
import enAdminBetaAccess from './en/admin-beta-access.json';
import enAdminBookings from './en/admin-bookings.json';
import enAdminContacts from './en/admin-contacts.json';
import enAdminDashboard from './en/admin-dashboard.json';
import enAdminFlights from './en/admin-flights.json';
import enAdminHotels from './en/admin-hotels.json';
import enAdminMail from './en/admin-mail.json';
import enAdminOccupancy from './en/admin-occupancy.json';
import enAdminPhotos from './en/admin-photos.json';
import enAdminRooms from './en/admin-rooms.json';
import enAdminTable from './en/admin-table.json';
import enAdminUsers from './en/admin-users.json';
import enAuth from './en/auth.json';
import enAuthErrors from './en/auth-errors.json';
import enBooking from './en/booking.json';
import enCommon from './en/common.json';
import enContact from './en/contact.json';
import enErrors from './en/errors.json';
import enFlightBooking from './en/flight-booking.json';
import enFlights from './en/flights.json';
import enFormIssues from './en/form-issues.json';
import enHome from './en/home.json';
import enHotel from './en/hotel.json';
import enSearch from './en/search.json';
import enSearchPage from './en/search-page.json';
import enStay from './en/stay.json';
import enSystem from './en/system.json';
import enTrips from './en/trips.json';
import frAccount from './fr/account.json';
import frAdmin from './fr/admin.json';
import frAdminAmenities from './fr/admin-amenities.json';
import frAdminAudit from './fr/admin-audit.json';
import frAdminBetaAccess from './fr/admin-beta-access.json';
import frAdminBookings from './fr/admin-bookings.json';
import frAdminContacts from './fr/admin-contacts.json';
import frAdminDashboard from './fr/admin-dashboard.json';
import frAdminFlights from './fr/admin-flights.json';
import frAdminHotels from './fr/admin-hotels.json';
import frAdminMail from './fr/admin-mail.json';
import frAdminOccupancy from './fr/admin-occupancy.json';
import frAdminPhotos from './fr/admin-photos.json';
import frAdminRooms from './fr/admin-rooms.json';
import frAdminTable from './fr/admin-table.json';
import frAdminUsers from './fr/admin-users.json';
import frAuth from './fr/auth.json';
import frAuthErrors from './fr/auth-errors.json';
import frBooking from './fr/booking.json';
import frCommon from './fr/common.json';
import frContact from './fr/contact.json';
import frErrors from './fr/errors.json';
import frFlightBooking from './fr/flight-booking.json';
import frFlights from './fr/flights.json';
import frFormIssues from './fr/form-issues.json';
import frHome from './fr/home.json';
import frHotel from './fr/hotel.json';
import frSearch from './fr/search.json';
import frSearchPage from './fr/search-page.json';
import frStay from './fr/stay.json';
import frSystem from './fr/system.json';
import frTrips from './fr/trips.json';

/** Every namespace the app ships. The demo namespace is added by the demo routes, which exist in development only. */
export const resources = {
  fr: {
    common: frCommon,
    errors: frErrors,
    authErrors: frAuthErrors,
    home: frHome,
    auth: frAuth,
    account: frAccount,
    admin: frAdmin,
    adminTable: frAdminTable,
    adminUsers: frAdminUsers,
    adminContacts: frAdminContacts,
    adminBetaAccess: frAdminBetaAccess,
    adminMail: frAdminMail,
    adminAudit: frAdminAudit,
    adminBookings: frAdminBookings,
    adminDashboard: frAdminDashboard,
    system: frSystem,
    booking: frBooking,
    contact: frContact,
    hotel: frHotel,
    search: frSearch,
    searchPage: frSearchPage,
    flights: frFlights,
    stay: frStay,
    trips: frTrips,
    flightBooking: frFlightBooking,
    formIssues: frFormIssues,
    adminHotels: frAdminHotels,
    adminRooms: frAdminRooms,
    adminAmenities: frAdminAmenities,
    adminPhotos: frAdminPhotos,
    adminOccupancy: frAdminOccupancy,
    adminFlights: frAdminFlights,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    authErrors: enAuthErrors,
    home: enHome,
    auth: enAuth,
    account: enAccount,
    admin: enAdmin,
    adminTable: enAdminTable,
    adminUsers: enAdminUsers,
    adminContacts: enAdminContacts,
    adminBetaAccess: enAdminBetaAccess,
    adminMail: enAdminMail,
    adminAudit: enAdminAudit,
    adminBookings: enAdminBookings,
    adminDashboard: enAdminDashboard,
    system: enSystem,
    booking: enBooking,
    contact: enContact,
    hotel: enHotel,
    search: enSearch,
    searchPage: enSearchPage,
    flights: enFlights,
    stay: enStay,
    trips: enTrips,
    flightBooking: enFlightBooking,
    formIssues: enFormIssues,
    adminHotels: enAdminHotels,
    adminRooms: enAdminRooms,
    adminAmenities: enAdminAmenities,
    adminPhotos: enAdminPhotos,
    adminOccupancy: enAdminOccupancy,
    adminFlights: enAdminFlights,
  },
} satisfies Record<Language, Record<string, object>>;

export const defaultNamespace = 'common';
