import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { demoPatientIds, GIULIA_EMAIL } from '../test/accounts.ts';
import { useTestDatabase } from '../test/database.ts';
import { saveContact, toContact } from './contacts.ts';

const database = useTestDatabase();
let patientId: number;
let userId: number;
const now = new Date('2026-11-22T09:00:00Z');
beforeAll(async () => {
  ({ patientId, userId } = await demoPatientIds(database.db, GIULIA_EMAIL));
});

function anna(overrides: Record<string, unknown> = {}) {
  return {
    id_contatto: 0,
    id_contatto_tipologia: 10 as const,
    contatto_nominativo: ' Anna Verdi ',
    contatto_telefono: '+39 333 123 4567',
    id_livello_confidenzialita: 1 as const,
    ...overrides,
  };
}

const emergency = () => ({ patientId, authorId: userId, collection: 'contattiemergenza' as const, now });

describe('the contact service, without HTTP', () => {
  it('creates an emergency contact with its name trimmed', async () => {
    const saved = await saveContact(database.db, emergency(), anna());
    if (saved === 'not_own') throw new Error('The contact was refused');
    expect(toContact(saved)).toMatchObject({ contatto_nominativo: 'Anna Verdi', id_contatto_tipologia: 10 });
  });

  it('capitalises each word of the name, as the form does, when an API client sends it in lower case', async () => {
    const saved = await saveContact(
      database.db,
      emergency(),
      anna({ contatto_nominativo: " anna d'amico-verdi " }),
    );
    if (saved === 'not_own') throw new Error('The contact was refused');
    expect(toContact(saved).contatto_nominativo).toBe("Anna D'Amico-Verdi");
  });

  it('refuses to create a contact of the other list through this one', async () => {
    const error = await saveContact(database.db, emergency(), anna({ id_contatto_tipologia: 0 })).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).details.fields).toEqual([
      { path: 'id_contatto_tipologia', code: 'option_invalid' },
    ]);
  });

  it('deletes an own contact the spec’s way, as type -1', async () => {
    const created = await saveContact(database.db, emergency(), anna());
    if (created === 'not_own') throw new Error('The contact was refused');
    const deleted = await saveContact(
      database.db,
      emergency(),
      anna({ id_contatto: created.id_contatto, id_contatto_tipologia: -1 }),
    );
    expect(deleted === 'not_own' ? deleted : toContact(deleted).id_contatto_tipologia).toBe(-1);
  });

  it('answers another patient’s contact as not the caller’s own', async () => {
    const created = await saveContact(database.db, emergency(), anna());
    if (created === 'not_own') throw new Error('The contact was refused');
    const other = { ...emergency(), patientId: patientId + 1_000_000 };
    expect(await saveContact(database.db, other, anna({ id_contatto: created.id_contatto }))).toBe('not_own');
  });
});
