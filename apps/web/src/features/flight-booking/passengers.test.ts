import { addDays } from '@madabook/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import {
  birthDateIssue,
  flightBookingFormSchema,
  flightBookingInput,
  initialValues,
  passengerSlots,
} from './passengers';

const departure = '2027-03-14';
const today = '2027-01-10';
/** Born `years` years before the departure day, shifted by `days`. */
const bornYearsBefore = (years: number, days = 0) => addDays(`${2027 - years}-03-14`, days);

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(() => changeLanguage('fr'));

describe('the passengers of the form', () => {
  it('are the adults, then the children, then the infants, each numbered from 1', () => {
    expect(passengerSlots({ adults: 2, children: 1, infants: 1 })).toEqual([
      { type: 'ADULT', number: 1 },
      { type: 'ADULT', number: 2 },
      { type: 'CHILD', number: 1 },
      { type: 'INFANT', number: 1 },
    ]);
    expect(passengerSlots({ adults: 1, children: 0, infants: 0 })).toEqual([{ type: 'ADULT', number: 1 }]);
  });

  it('start blank, with the account’s email as contact', () => {
    expect(initialValues({ adults: 1, children: 0, infants: 1 }, 'hery@example.mg')).toEqual({
      passengers: [
        { type: 'ADULT', firstName: '', lastName: '', birthDate: '' },
        { type: 'INFANT', firstName: '', lastName: '', birthDate: '' },
      ],
      contact: { email: 'hery@example.mg', phone: '' },
    });
  });
});

describe('a date of birth', () => {
  it.each([
    ['an adult of 12 that very day', 'ADULT', bornYearsBefore(12), undefined],
    ['an adult turning 12 the day after', 'ADULT', bornYearsBefore(12, 1), 'age'],
    ['a child turning 2 that day', 'CHILD', bornYearsBefore(2), undefined],
    ['a child of 11 on the eve of 12', 'CHILD', bornYearsBefore(12, 1), undefined],
    ['a child of 12', 'CHILD', bornYearsBefore(12), 'age'],
    ['a child under 2', 'CHILD', bornYearsBefore(2, 1), 'age'],
    ['an infant the eve of 2', 'INFANT', bornYearsBefore(2, 1), undefined],
    ['an infant of 2 that day', 'INFANT', bornYearsBefore(2), 'age'],
    ['an infant born last week', 'INFANT', addDays(today, -7), undefined],
    ['an infant not born yet', 'INFANT', addDays(today, 7), 'future'],
    ['nothing', 'ADULT', '', 'required'],
    ['a date that does not exist', 'ADULT', '1990-02-30', 'invalid'],
  ] as const)('of %s: %s', (_, type, birthDate, issue) => {
    expect(birthDateIssue(type, birthDate, departure, today)).toBe(issue);
  });

  it('is checked against the type in the form, in the visitor’s language, naming the departure day', () => {
    const schema = flightBookingFormSchema(departure, today);
    const result = schema.safeParse({
      passengers: [
        { type: 'ADULT', firstName: ' ', lastName: 'Rakoto', birthDate: bornYearsBefore(30) },
        { type: 'CHILD', firstName: 'Soa', lastName: 'Rakoto', birthDate: bornYearsBefore(13) },
        { type: 'INFANT', firstName: 'Mbola', lastName: 'Rakoto', birthDate: '' },
      ],
      contact: { email: 'hery@', phone: '034' },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['passengers.0.firstName', "Saisissez le prénom comme sur la pièce d'identité"],
      [
        'passengers.1.birthDate',
        'Un enfant a de 2 à 11 ans le jour du départ (14 mars 2027) : vérifiez la date de naissance',
      ],
      ['passengers.2.birthDate', 'Saisissez la date de naissance'],
      ['contact.email', 'Adresse e-mail invalide'],
      ['contact.phone', 'Numéro de téléphone invalide'],
    ]);
  });

  it('speaks English too', async () => {
    await changeLanguage('en');
    const schema = flightBookingFormSchema(departure, today);
    const result = schema.safeParse({
      passengers: [{ type: 'INFANT', firstName: 'Mbola', lastName: 'Rakoto', birthDate: bornYearsBefore(3) }],
      contact: { email: 'hery@example.mg', phone: '+261 34 12 345 67' },
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'An infant is under 2 on the day of departure (14 March 2027): check the date of birth',
    ]);
  });
});

describe('the booking sent', () => {
  it('is the offers in travel order, the passengers trimmed and the contact', () => {
    expect(
      flightBookingInput(
        {
          passengers: [{ type: 'ADULT', firstName: ' Hery ', lastName: ' Rakoto ', birthDate: '1990-03-14' }],
          contact: { email: ' hery@example.mg ', phone: ' 034 12 345 67 ' },
        },
        ['out', 'back'],
      ),
    ).toEqual({
      offerIds: ['out', 'back'],
      passengers: [{ type: 'ADULT', firstName: 'Hery', lastName: 'Rakoto', birthDate: '1990-03-14' }],
      contact: { email: 'hery@example.mg', phone: '034 12 345 67' },
    });
  });
});
