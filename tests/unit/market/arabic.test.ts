import { describe, it, expect } from 'vitest';
import { normaliseText, searchTerm } from '../../../domain/market/arabic.ts';

describe('normaliseText', () => {
  it('folds the alef and hamza forms to their bare letter', () => {
    expect(normaliseText('أإآٱا')).toBe('ااااا');
    expect(normaliseText('مسؤول')).toBe('مسوول');
    expect(normaliseText('هيئة')).toBe('هييه');
    expect(normaliseText('مستشفى')).toBe('مستشفي');
  });

  it('writes taa marbuta as haa', () => {
    expect(normaliseText('ضريبة القيمة المضافة')).toBe('ضريبه القيمه المضافه');
  });

  it('removes diacritics and tatweel', () => {
    expect(normaliseText('الضَّرِيبَةُ')).toBe(normaliseText('الضريبة'));
    expect(normaliseText('الاستـــثمار')).toBe('الاستثمار');
    expect(normaliseText('مُنْشَآت')).toBe('منشات');
  });

  it('folds Latin case and accents, and Arabic-Indic digits', () => {
    expect(normaliseText('Zakāt RÉGIME')).toBe('zakat regime');
    expect(normaliseText('١٥ بالمئة')).toBe('15 بالميه');
  });

  it('leaves text that is already plain as it is', () => {
    expect(normaliseText('vat 15')).toBe('vat 15');
    expect(normaliseText('سعودي')).toBe('سعودي');
  });
});

describe('searchTerm', () => {
  it('drops the article and a clinging conjunction or preposition', () => {
    expect(searchTerm('الضريبة')).toBe('ضريبه');
    expect(searchTerm('والضريبة')).toBe('ضريبه');
    expect(searchTerm('بالاستثمار')).toBe('استثمار');
  });

  it('keeps short words whole, where the letters are the word', () => {
    expect(searchTerm('الى')).toBe('الي');
    expect(searchTerm('Investment')).toBe('investment');
  });
});
