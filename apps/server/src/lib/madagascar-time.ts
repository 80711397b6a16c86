/** Madagascar keeps UTC+3 all year (no daylight saving), so a day starts at 21:00 UTC the day before. */
export const madagascarTimeZone = 'Indian/Antananarivo';

const dayMs = 86_400_000;

export const startOfMadagascarDay = (date: string) => new Date(`${date}T00:00:00+03:00`);

/** The first instant after that day: an exclusive upper bound. */
export const endOfMadagascarDay = (date: string) => new Date(startOfMadagascarDay(date).getTime() + dayMs);

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: madagascarTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) in Madagascar at that instant. */
export const madagascarDate = (instant: Date) => dateFormat.format(instant);
