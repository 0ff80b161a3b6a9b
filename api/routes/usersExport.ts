import { ERASED_VALUE } from '../../contracts/audit.ts';
import { csvLine } from '../../domain/shared/csv.ts';
import type { AdminRow } from '../../projections/queries/users.ts';

/**
 * The users export's file (GET /admin/users/export): one row per user with the columns below.
 * Personal columns (who someone is, how to reach them, what identifies them elsewhere) are left
 * out entirely unless the admin re-authenticated; an erased person's personal fields read "[erased]".
 */
export const USERS_EXPORT_PERSONAL = ['email', 'firstName', 'lastName', 'displayName', 'googleId', 'googlePicture', 'linkedinId', 'linkedinPicture', 'promoCode'] as const;
const COLUMNS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'displayName',
  'role',
  'subscriptionTier',
  'billingPeriod',
  'subscriptionStartDate',
  'promoCode',
  'emailVerified',
  'businessInfoCompleted',
  'disabled',
  'erased',
  'signInMethods',
  'googleId',
  'googlePicture',
  'linkedinId',
  'linkedinPicture',
  'createdAt',
  'updatedAt',
] as const;
type Column = (typeof COLUMNS)[number];
export type UsersExportFormat = 'csv' | 'json';

const personalColumn = (c: Column) => (USERS_EXPORT_PERSONAL as readonly string[]).includes(c);
export const usersExportColumns = (personal: boolean): Column[] => COLUMNS.filter((c) => personal || !personalColumn(c));

function record(row: AdminRow): Record<Column, unknown> {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    role: row.role,
    subscriptionTier: row.subscriptionTier,
    billingPeriod: row.subscription_billing_period,
    subscriptionStartDate: row.subscription_start_date,
    promoCode: row.subscription_promo_code,
    emailVerified: row.emailVerified,
    businessInfoCompleted: row.businessInfoCompleted,
    disabled: row.disabled,
    erased: row.erased,
    signInMethods: row.signInMethods,
    googleId: row.googleId,
    googlePicture: row.google_picture,
    linkedinId: row.linkedinId,
    linkedinPicture: row.linkedin_picture,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt ?? null,
  };
}

/** The row's exported fields, in column order; an erased person's personal ones all read as erased. */
function fields(row: AdminRow, columns: readonly Column[]): [Column, unknown][] {
  const all = record(row);
  return columns.map((c) => [c, row.erased && personalColumn(c) ? ERASED_VALUE : all[c]]);
}

/**
 * The file, page by page (one chunk per page of the read model). CSV starts with a BOM so spreadsheet
 * programs read Arabic names as UTF-8; JSON is one array, so a download cut short never parses as whole.
 */
export async function* usersExportLines(pages: AsyncIterable<AdminRow[]>, format: UsersExportFormat, personal: boolean): AsyncGenerator<string> {
  const columns = usersExportColumns(personal);
  if (format === 'csv') {
    yield `\uFEFF${csvLine(columns)}`;
    for await (const page of pages) yield page.map((row) => csvLine(fields(row, columns).map(([c, v]) => (c === 'signInMethods' ? (v as string[]).join(' ') : v)))).join('');
    return;
  }
  let separator = '\n';
  yield '[';
  for await (const page of pages) {
    let chunk = '';
    for (const row of page) {
      chunk += `${separator}${JSON.stringify(Object.fromEntries(fields(row, columns)))}`;
      separator = ',\n';
    }
    yield chunk;
  }
  yield separator === '\n' ? ']\n' : '\n]\n';
}
