import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPE_VALUES, type PositionWire } from '@contracts/hiring.ts';
import { TextArea, TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { blankFields, fieldErrors, requestErrorMessage } from '@/lib/form-errors.ts';
import { focusFirstInvalid } from '@/lib/focus-invalid.ts';
import { useAdminPositions, useClosePosition, useSavePosition, type PositionInput } from '../api/admin-hiring.ts';

const button = 'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

const required = ['title', 'team', 'location', 'description'] as const;

function PositionForm({ editing, onDone }: { editing?: PositionWire; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSavePosition();
  // Blank fields are caught here: the server's words for them are English only.
  const [missing, setMissing] = useState<Partial<Record<keyof PositionInput, string>>>({});
  const fields: Partial<Record<string, string>> = { ...fieldErrors(save.error, t), ...missing };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as unknown as PositionInput;
    const blank = blankFields(data, required, t);
    setMissing(blank);
    if (required.some((name) => blank[name])) return focusFirstInvalid(event.currentTarget);
    save.mutate({ ...data, id: editing?.id }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-2" key={editing?.id ?? 'new'}>
      <h3 className="text-lg font-semibold md:col-span-2">{editing ? t('hiring.admin.editPosition', { title: editing.title }) : t('hiring.admin.newPosition')}</h3>
      {save.isError && !Object.keys(fields).length && (
        <div className="md:col-span-2">
          <FormAlert tone="error">{requestErrorMessage(save.error, t)}</FormAlert>
        </div>
      )}
      <TextField label={t('hiring.admin.fields.title')} name="title" defaultValue={editing?.title} error={fields.title} />
      <TextField label={t('hiring.admin.fields.team')} name="team" defaultValue={editing?.team} error={fields.team} />
      <TextField label={t('hiring.admin.fields.location')} name="location" defaultValue={editing?.location} error={fields.location} />
      <div>
        <label htmlFor="position-type" className="block text-sm font-semibold text-slate-800">
          {t('hiring.admin.fields.employmentType')}
        </label>
        <select id="position-type" name="employmentType" defaultValue={editing?.employmentType ?? 'full-time'} className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2">
          {EMPLOYMENT_TYPE_VALUES.map((type) => (
            <option key={type} value={type}>
              {t(`hiring.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="md:col-span-2">
        <TextArea label={t('hiring.admin.fields.description')} name="description" defaultValue={editing?.description} error={fields.description} />
      </div>
      <div className="flex gap-3 md:col-span-2">
        <button type="submit" className={button} disabled={save.isPending}>
          {t('hiring.admin.save')}
        </button>
        {editing && (
          <button type="button" className="rounded-md border border-slate-400 px-4 py-2" onClick={onDone}>
            {t('hiring.admin.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/** The positions /hire shows: open one, revise it, close it. */
export function PositionsEditor() {
  const { t } = useTranslation();
  const positions = useAdminPositions();
  const close = useClosePosition();
  const [editing, setEditing] = useState<PositionWire | undefined>();
  return (
    <section aria-labelledby="positions-heading" className="space-y-4">
      <h2 id="positions-heading" className="text-xl font-semibold">
        {t('hiring.admin.positions')}
      </h2>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {(positions.data?.positions ?? []).map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-3 p-3">
            <span className="font-semibold">{p.title}</span>
            <span className="text-sm text-slate-600">
              {p.team} · {p.location} · {t(`hiring.types.${p.employmentType}`)}
            </span>
            <span className="ms-auto text-sm">{t(`hiring.admin.positionStatus.${p.status}`)}</span>
            {p.status === 'open' && (
              <>
                <button type="button" className="text-brand-700 underline" onClick={() => setEditing(p)}>
                  {t('hiring.admin.edit')}
                </button>
                <button type="button" className="text-red-700 underline" onClick={() => close.mutate(p.id)}>
                  {t('hiring.admin.close')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      <PositionForm editing={editing} onDone={() => setEditing(undefined)} />
    </section>
  );
}
