import { type Amenity, type Hotel, hotelTiers } from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '@/components/admin/form-dialog';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { useBackOfficeArea } from '@/lib/back-office-area';
import { submitHandler } from '@/lib/form';
import { formValidator } from '@/lib/schema-issues';
import { useCreateHotel, useUpdateHotel } from '../api/hotel-mutations';
import { hotelFormErrors, hotelFormValues, toHotelValues } from '../hotel-form';
import { AmenityChecklist } from './amenity-checklist';
import { CoordinatesMap } from './coordinates-map';

const starChoices = ['1', '2', '3', '4', '5'] as const;

type HotelFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hotel to update; none to create one. */
  hotel: Hotel | null;
  /** Every amenity, to choose the hotel's from; undefined while they load. */
  amenities: Amenity[] | undefined;
  onSaved?: (hotel: Hotel) => void;
};

export function HotelFormDialog({ open, onOpenChange, hotel, amenities, onSaved }: HotelFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} className="max-w-3xl">
      <HotelForm
        hotel={hotel}
        amenities={amenities}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </FormDialog>
  );
}

function HotelForm({
  hotel,
  amenities,
  onSaved,
}: Pick<HotelFormDialogProps, 'hotel' | 'amenities'> & { onSaved: (hotel: Hotel) => void }) {
  const { t } = useTranslation('adminHotels');
  const area = useBackOfficeArea();
  const create = useCreateHotel();
  const update = useUpdateHotel();
  const form = useForm({
    defaultValues: hotelFormValues(hotel ?? undefined),
    validators: { onChange: formValidator(hotelFormErrors) },
    onSubmit: ({ value }) => {
      const input = toHotelValues(value);
      if (hotel) {
        update.mutate(
          { id: hotel.id, input: { ...input, renewSlug: value.renewSlug } },
          { onSuccess: onSaved },
        );
      } else {
        create.mutate(input, { onSuccess: onSaved });
      }
    },
  });

  return (
    <DialogForm
      title={hotel ? t('form.editTitle', { name: hotel.name }) : t('form.createTitle')}
      description={t('form.description')}
      submitLabel={hotel ? t('form.save') : t('form.create')}
      pending={create.isPending || update.isPending}
      onSubmit={submitHandler(form)}
    >
      <FormSection legend={t('form.sections.identity')}>
        <form.Field name="name">
          {(field) => (
            <div className="sm:col-span-2">
              <TextField field={field} label={t('form.name')} required />
            </div>
          )}
        </form.Field>
        {/* Stars and tier stay the platform's: a hotel's own team does not set them. */}
        {area === 'admin' && (
          <>
            <form.Field name="stars">
              {(field) => (
                <SelectField
                  field={field}
                  label={t('form.stars')}
                  placeholder={t('form.starsPlaceholder')}
                  options={starChoices.map((stars) => ({
                    value: stars,
                    label: t('stars', { count: Number(stars) }),
                  }))}
                  required
                />
              )}
            </form.Field>
            <form.Field name="tier">
              {(field) => (
                <SelectField
                  field={field}
                  label={t('form.tier')}
                  options={hotelTiers.map((tier) => ({ value: tier, label: t(`tiers.${tier}`) }))}
                  required
                />
              )}
            </form.Field>
          </>
        )}
        <form.Field name="description">
          {(field) => (
            <div className="sm:col-span-2">
              <TextareaField field={field} label={t('form.hotelDescription')} rows={4} />
            </div>
          )}
        </form.Field>
      </FormSection>

      <FormSection legend={t('form.sections.address')}>
        <form.Field name="address">
          {(field) => (
            <div className="sm:col-span-2">
              <TextField field={field} label={t('form.address')} autoComplete="off" required />
            </div>
          )}
        </form.Field>
        <form.Field name="city">
          {(field) => <TextField field={field} label={t('form.city')} autoComplete="off" required />}
        </form.Field>
        <form.Field name="postalCode">
          {(field) => <TextField field={field} label={t('form.postalCode')} autoComplete="off" />}
        </form.Field>
        <form.Field name="country">
          {(field) => <TextField field={field} label={t('form.country')} autoComplete="off" required />}
        </form.Field>
        <form.Field name="phone">
          {(field) => (
            <TextField
              field={field}
              label={t('form.phone')}
              description={t('form.phoneHint')}
              type="tel"
              autoComplete="off"
            />
          )}
        </form.Field>
      </FormSection>

      <FormSection legend={t('form.sections.location')}>
        <form.Subscribe selector={(state) => [state.values.latitude, state.values.longitude] as const}>
          {([latitude, longitude]) => (
            <div className="sm:col-span-2">
              <CoordinatesMap
                latitude={latitude}
                longitude={longitude}
                onPick={(lat, lng) => {
                  form.setFieldValue('latitude', String(lat));
                  form.setFieldValue('longitude', String(lng));
                }}
              />
            </div>
          )}
        </form.Subscribe>
        <form.Field name="latitude">
          {(field) => (
            <TextField
              field={field}
              label={t('form.latitude')}
              description={t('form.latitudeHint')}
              inputMode="decimal"
              autoComplete="off"
              required
            />
          )}
        </form.Field>
        <form.Field name="longitude">
          {(field) => (
            <TextField
              field={field}
              label={t('form.longitude')}
              description={t('form.longitudeHint')}
              inputMode="decimal"
              autoComplete="off"
              required
            />
          )}
        </form.Field>
      </FormSection>

      <FormSection legend={t('form.sections.stay')}>
        <form.Field name="checkInTime">
          {(field) => <TextField field={field} label={t('form.checkInTime')} type="time" required />}
        </form.Field>
        <form.Field name="checkOutTime">
          {(field) => <TextField field={field} label={t('form.checkOutTime')} type="time" required />}
        </form.Field>
        <form.Field name="freeCancellationDays">
          {(field) => (
            <TextField
              field={field}
              label={t('form.freeCancellationDays')}
              description={t('form.freeCancellationDaysHint')}
              type="number"
              inputMode="numeric"
              min={0}
              max={60}
              required
            />
          )}
        </form.Field>
        <form.Field name="prepaymentPercent">
          {(field) => (
            <TextField
              field={field}
              label={t('form.prepaymentPercent')}
              description={t('form.prepaymentPercentHint')}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              required
            />
          )}
        </form.Field>
      </FormSection>

      <form.Field name="amenityIds">
        {(field) => (
          <AmenityChecklist amenities={amenities} value={field.state.value} onChange={field.handleChange} />
        )}
      </form.Field>

      {hotel && (
        <form.Field name="renewSlug">
          {(field) => (
            <CheckboxField
              field={field}
              label={t('form.renewSlug')}
              description={t('form.renewSlugHint', { slug: hotel.slug })}
            />
          )}
        </form.Field>
      )}
    </DialogForm>
  );
}

function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-2">
      <legend className="mb-3 font-semibold text-base text-foreground">{legend}</legend>
      {children}
    </fieldset>
  );
}
