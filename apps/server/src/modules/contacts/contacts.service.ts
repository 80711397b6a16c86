import type { Contact, contactInputSchema, contactListQuerySchema, Paginated } from '@madabook/contracts';
import type { Database } from '@madabook/db';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageOf, pageWindow } from '../../lib/pagination';
import type { Actor, AuditService } from '../audit/audit.service';
import {
  type ContactRow,
  deleteContact,
  findContact,
  insertContact,
  listContacts,
  updateContact,
} from './contacts.repo';

type ContactInput = z.output<typeof contactInputSchema>;

const toContact = (row: ContactRow): Contact => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phoneNumber: row.phoneNumber,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const columnsOf = (input: ContactInput) => ({
  name: input.name,
  email: input.email,
  phoneNumber: input.phoneNumber ?? null,
  note: input.note,
});

const entityType = 'contact';

export function createContactService(deps: { db: Database; audit: AuditService }) {
  const { db, audit } = deps;

  return {
    /** From the site's contact form (no actor), or from the back office (audited). */
    async create(input: ContactInput, actor?: Actor): Promise<Contact> {
      const created = await db.transaction(async (tx) => {
        const row = await insertContact(tx, { id: newId(), ...columnsOf(input) });
        if (actor) {
          await audit.record(tx, actor, {
            action: 'contact.create',
            entityType,
            entityId: row.id,
            after: row,
          });
        }
        return row;
      });
      return toContact(created);
    },

    async list(query: z.output<typeof contactListQuerySchema>): Promise<Paginated<Contact>> {
      const { rows, total } = await listContacts(db, query, {
        ...pageWindow(query),
        sort: query.sort,
        order: query.order,
      });
      return pageOf(rows.map(toContact), total, query);
    },

    async get(id: string): Promise<Contact> {
      const row = await findContact(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return toContact(row);
    },

    update(actor: Actor, id: string, input: ContactInput): Promise<Contact> {
      return db.transaction(async (tx) => {
        const before = await findContact(tx, id);
        if (!before) throw new AppError('NOT_FOUND');
        const after = await updateContact(tx, id, columnsOf(input));
        await audit.record(tx, actor, { action: 'contact.update', entityType, entityId: id, before, after });
        return toContact(after ?? before);
      });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const deleted = await deleteContact(tx, id);
        if (!deleted) throw new AppError('NOT_FOUND');
        await audit.record(tx, actor, {
          action: 'contact.delete',
          entityType,
          entityId: id,
          before: deleted,
        });
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
