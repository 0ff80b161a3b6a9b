import { describe, expect, it } from 'vitest';
import { adminNav, adminNavFor } from './admin-nav.ts';

describe('the admin area navigation', () => {
  it('gives admins every entry', () => {
    expect(adminNavFor('admin')).toEqual(adminNav);
  });

  it('gives analysts only the pages without personal data', () => {
    expect(adminNavFor('analyst').map((e) => e.to)).toEqual(['/admin/dashboard', '/admin/statistics']);
  });

  it('gives editors the site texts and the news management', () => {
    expect(adminNavFor('editor').map((e) => e.to)).toEqual(['/admin/landing', '/admin/about', '/admin/services', '/admin/industries', '/newsmgmt']);
  });

  it('gives nobody else anything', () => {
    for (const role of ['user', 'expert', undefined] as const) expect(adminNavFor(role)).toEqual([]);
  });
});
