import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, bodyOf, requests, route } from '@/testing/msw.ts';
import { ApplicationForm } from './ApplicationForm.tsx';

const position = { id: '4b1c6f7e-2f43-4a5c-9a0e-2d7f0b0c1a11', title: 'Market analyst', team: 'Research', location: 'Riyadh', employmentType: 'full-time', description: 'd', status: 'open', openedAt: 'x', updatedAt: 'x' };

/** The open position, and `answer` (with `status`) to an application. */
const serve = (answer: JsonBodyType, status = 200) =>
  api.use(route('GET', '/api/hire/positions', { positions: [position] }), route('POST', '/api/hire/applications', answer, status));

/** Fills the form by its labels, in the language `t` speaks. */
async function fill(t: (key: string) => string, cv?: File) {
  await userEvent.type(screen.getByLabelText(t('hiring.form.name')), 'Layla Haddad');
  await userEvent.type(screen.getByLabelText(t('hiring.form.email')), 'layla@example.com');
  await userEvent.selectOptions(screen.getByLabelText(t('hiring.form.position')), await screen.findByRole('option', { name: 'Market analyst · Riyadh' }));
  await userEvent.type(screen.getByLabelText(t('hiring.form.linkedin')), 'https://www.linkedin.com/in/layla');
  await userEvent.type(screen.getByLabelText(t('hiring.form.coverNote')), 'Eight years of market research in the Gulf.');
  if (cv) await userEvent.upload(screen.getByLabelText(t('hiring.form.cv')), cv);
  await userEvent.click(screen.getByRole('button', { name: t('hiring.form.submit') }));
}

describe('ApplicationForm', () => {
  it('asks for a CV, and refuses one over 5 MB, without sending anything', async () => {
    serve({});
    const { i18n } = await renderInApp(<ApplicationForm />, { path: `/hire/application?position=${position.id}` });
    await fill(i18n.t);
    expect(screen.getByLabelText('CV (PDF or DOCX)')).toHaveAccessibleDescription(/Attach your CV \(PDF or DOCX\)/);
    await userEvent.upload(screen.getByLabelText('CV (PDF or DOCX)'), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByLabelText('CV (PDF or DOCX)')).toHaveAccessibleDescription(/The CV may be at most 5 MB/);
    expect(requests().filter((r) => r.path.includes('/hire/applications'))).toEqual([]);
  });

  it('sends the form and the CV as multipart and thanks the applicant', async () => {
    serve({ id: 'a1', message: 'Thank you! Your application has been received.' }, 201);
    const { i18n } = await renderInApp(<ApplicationForm />);
    await fill(i18n.t, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your application has been received.');
    expect(bodyOf('POST', '/api/hire/applications')).toMatchObject({ positionId: position.id, cv: { file: 'cv.pdf', type: 'application/pdf', content: '%PDF-1.4' } });
  });

  it("shows the server's message for a refused CV next to the file field", async () => {
    serve({ error: 'Please check the highlighted fields', code: 'VALIDATION_ERROR', fields: { cv: 'Upload your CV as a PDF or DOCX file' } }, 400);
    const { i18n } = await renderInApp(<ApplicationForm />);
    await fill(i18n.t, new File(['not a pdf'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Upload your CV as a PDF or DOCX file')).toBeInTheDocument();
  });

  it('says in French why the server refused a field, though the server speaks English', async () => {
    // The position closed between loading the form and sending it: only the server can know.
    serve(
      { error: 'This position is not open', code: 'VALIDATION_ERROR', fields: { positionId: 'Choose one of the open positions' }, fieldCodes: { positionId: 'POSITION_NOT_OPEN' } },
      400,
    );
    const { i18n } = await renderInApp(<ApplicationForm />, { language: 'fr' });
    await fill(i18n.t, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText("Choisissez l'un des postes ouverts")).toBeInTheDocument();
    expect(screen.getByLabelText(i18n.t('hiring.form.position'))).toHaveAccessibleDescription("Choisissez l'un des postes ouverts");
    expect(screen.getByRole('alert')).toHaveTextContent('Certaines informations saisies ne sont pas valides.');
    expect(screen.queryByText(/open positions|not open/)).toBeNull();
  });

  it('says in Arabic a field the server found missing or too long, with the limit, though the server speaks English', async () => {
    serve(
      {
        error: 'Please check the highlighted fields',
        code: 'VALIDATION_ERROR',
        fields: { name: 'Required', coverNote: 'Must be at most 5000 characters' },
        fieldCodes: { name: 'REQUIRED', coverNote: 'TOO_LONG' },
        fieldLimits: { coverNote: 5000 },
      },
      400,
    );
    const { i18n } = await renderInApp(<ApplicationForm />, { language: 'ar' });
    await fill(i18n.t, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeInTheDocument();
    expect(screen.getByLabelText(i18n.t('hiring.form.name'))).toHaveAccessibleDescription('هذا الحقل مطلوب');
    expect(screen.getByLabelText(i18n.t('hiring.form.coverNote'))).toHaveAccessibleDescription('اكتب 5000 حرف على الأكثر');
    expect(screen.queryByText(/Required|at most/)).toBeNull();
  });

  it('checks every field before sending and says what is wrong in Arabic, the CV included', async () => {
    serve({});
    const { i18n } = await renderInApp(<ApplicationForm />, { language: 'ar' });
    const t = i18n.t;
    await userEvent.type(screen.getByLabelText(t('hiring.form.name')), 'سارة العتيبي');
    await userEvent.type(screen.getByLabelText(t('hiring.form.email')), 'not-an-email');
    await userEvent.type(screen.getByLabelText(t('hiring.form.linkedin')), 'https://example.com/sara');
    await userEvent.type(screen.getByLabelText(t('hiring.form.coverNote')), 'قصيرة');
    await userEvent.click(screen.getByRole('button', { name: t('hiring.form.submit') }));
    expect(screen.getByLabelText(t('hiring.form.email'))).toHaveAccessibleDescription(t('forms.invalidEmail'));
    // Focus goes to the first invalid field in the form's order: here the email, not the position below it.
    expect(screen.getByLabelText(t('hiring.form.email'))).toHaveFocus();
    expect(screen.getByLabelText(t('hiring.form.position'))).toHaveAccessibleDescription(t('hiring.form.positionRequired'));
    expect(screen.getByLabelText(t('hiring.form.linkedin'))).toHaveAccessibleDescription(t('hiring.form.linkedinInvalid'));
    expect(screen.getByLabelText(t('hiring.form.coverNote'))).toHaveAccessibleDescription('اكتب 20 حرفًا على الأقل.');
    expect(screen.getByLabelText(t('hiring.form.cv'))).toHaveAccessibleDescription(new RegExp(t('hiring.form.cvRequired').replace(/[()]/g, '\\$&')));
    expect(t('hiring.form.linkedinInvalid')).toMatch(/LinkedIn/);
    expect(t('hiring.form.linkedinInvalid')).not.toBe(i18n.getFixedT('en')('hiring.form.linkedinInvalid'));
    expect(requests().filter((r) => r.path.includes('/hire/applications'))).toEqual([]);
  });

  it('offers no form when no position is open, and leads back to /hire', async () => {
    api.use(route('GET', '/api/hire/positions', { positions: [] }));
    const { router } = await renderInApp(<ApplicationForm />, { path: '/hire/application' });
    expect(await screen.findByText('There are no open positions right now. Please check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the careers page' }));
    expect(router.state.location.pathname).toBe('/hire');
  });

  it('framed in another site with no position open, opens the careers page on its own instead of inside the frame', async () => {
    api.use(route('GET', '/api/hire/positions', { positions: [] }));
    await renderInApp(<ApplicationForm embedded />, { path: '/hire/application/script-only' });
    const back = await screen.findByRole('link', { name: 'Back to the careers page' });
    expect(back).toHaveAttribute('href', '/hire');
    expect(back).toHaveAttribute('target', '_blank');
    expect(back).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
