import { describe, expect, it } from 'vitest';
import { CONSULTATIONS_ENV, openAs } from './support/consultations.ts';
import { useMailSuite } from './support/suite.ts';
import { seriousViolations } from './support/axe.ts';

const suite = useMailSuite({ ...CONSULTATIONS_ENV, NEWSLETTER_SEND_PER_SECOND: '100' });

const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') => new RegExp(`(https?://\\S+/newsletter\\?${kind}=[\\w.-]+)`).exec(text)?.[1] ?? '';

describe('the newsletter in the browser', () => {
  it('subscribes, confirms through the mailed link, gets an issue sent from /admin/newsletter, and unsubscribes in one click', async () => {
    const base = suite.e2e.server.url;
    const email = `reader${Date.now()}@example.com`;
    const reader = await suite.e2e.open({ consent: 'accepted' });
    await reader.goto(`${base}/newsletter`);
    const main = reader.getByRole('main');
    await main.getByLabel('Email address').fill(email);
    await main.getByRole('button', { name: 'Subscribe' }).click();
    await main.getByText('Thank you! Please confirm your subscription with the link we have just emailed you.').waitFor();

    const confirmation = await suite.smtp.waitFor((m) => m.to.includes(email));
    expect(confirmation.subject).toBe('Confirm your subscription to the Bawaba newsletter');
    await reader.goto(linkIn(confirmation.text, 'confirm'));
    await reader.getByText('Your subscription is confirmed. Welcome to the Bawaba newsletter!').waitFor();

    const admin = await openAs(suite.e2e, 'admin');
    admin.on('dialog', (dialog) => void dialog.accept());
    await admin.goto(`${base}/admin/newsletter`);
    await admin.getByRole('row').filter({ hasText: email }).getByText('Confirmed').waitFor();
    const subject = `Market notes ${Date.now()}`;
    await admin.getByLabel('Subject').fill(subject);
    await admin.getByLabel('Text (Markdown)').fill('## This month\n\nSaudi **VAT** stays at 15%.');
    await admin.getByRole('button', { name: 'Preview' }).click();
    await admin.getByRole('region', { name: 'Preview' }).getByText('VAT').waitFor();
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await admin.getByRole('button', { name: 'Send to all subscribers' }).click();
    await admin.getByTestId('issue-progress').filter({ hasText: '1 of 1 sent, 0 failed' }).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);

    const issue = await suite.smtp.waitFor((m) => m.to.includes(email) && m.subject === subject);
    expect(issue.html).toContain('<strong>VAT</strong>');
    expect(issue.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await reader.goto(linkIn(issue.text, 'unsubscribe'));
    await reader.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    expect(await seriousViolations(reader)).toEqual([]);
    await reader.getByRole('button', { name: 'Unsubscribe' }).click();
    await reader.getByText('You have been unsubscribed. You will receive no more newsletters from us.').waitFor();

    await admin.reload();
    await admin.getByRole('row').filter({ hasText: '[erased]' }).getByText('Unsubscribed').first().waitFor();
    expect(suite.e2e.takeForeignRequests()).toEqual([]);
  });
});
