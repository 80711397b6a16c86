import { flightMessages } from '@madabook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18nWithEveryText } from '@/test/i18n';
import { serverFieldErrors, validationIssues } from './server-issues';

beforeAll(() => initI18nWithEveryText('fr'));

const passengers = [{ type: 'ADULT' }, { type: 'CHILD' }] as const;

describe('the issues of a refused booking', () => {
  it('are read from the details of a 422, or none', () => {
    const issues = [{ path: 'contact.phone', message: 'Invalid phone number' }];
    expect(validationIssues({ issues })).toEqual(issues);
    expect(validationIssues(undefined)).toEqual([]);
    expect(validationIssues({ issues: 'nope' })).toEqual([]);
  });

  it('go back on the form’s fields by name, translated, the age rule naming the passenger’s type', () => {
    expect(
      serverFieldErrors(
        [
          { path: 'passengers.1.birthDate', message: flightMessages.passengerAge },
          { path: 'passengers.0.lastName', message: 'Too big: expected string to have <=60 characters' },
          { path: 'contact.email', message: 'Invalid email address' },
          { path: 'contact.phone', message: 'Invalid phone number' },
          { path: 'passengers', message: flightMessages.infantsNeedAdults },
          { path: 'offerIds.0', message: 'Too small' },
        ],
        passengers,
        '2027-03-14',
      ),
    ).toEqual({
      fields: {
        'passengers[1].birthDate':
          'Un enfant a de 2 à 11 ans le jour du départ (14 mars 2027) : vérifiez la date de naissance',
        'passengers[0].lastName': "Vérifiez ce nom : comme sur la pièce d'identité, 60 caractères au plus",
        'contact.email': 'Adresse e-mail invalide',
        'contact.phone': 'Numéro de téléphone invalide',
      },
      others: [
        "Chaque bébé voyage sur les genoux d'un adulte : pas plus de bébés que d'adultes",
        'Aucun vol choisi, ou un choix illisible (un vol aller, et un retour au plus)',
      ],
    });
  });

  it('about a passenger the form does not have, go above the form', () => {
    expect(
      serverFieldErrors([{ path: 'passengers.5.firstName', message: 'x' }], passengers, '2027-03-14').others,
    ).toEqual(['Les passagers ne correspondent pas aux tarifs choisis : relancez la recherche.']);
  });
});
