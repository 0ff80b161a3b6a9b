import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { withActionKey } from './action-key.ts';

describe('withActionKey', () => {
  it('sends the same key again after a lost answer, and a new one once the server has answered', async () => {
    const seen: string[] = [];
    const lost = (key: string) => {
      seen.push(key);
      return Promise.reject(new ApiError('Network error', { status: 0, code: 'NETWORK_ERROR' }));
    };
    await expect(withActionKey('/bookings', { start: 'a' }, lost)).rejects.toThrow();
    await expect(withActionKey('/bookings', { start: 'a' }, lost)).rejects.toThrow();
    await withActionKey('/bookings', { start: 'a' }, async (key) => void seen.push(key));
    await withActionKey('/bookings', { start: 'a' }, async (key) => void seen.push(key));
    expect(seen[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).toBe(seen[0]);
    expect(seen[3]).not.toBe(seen[0]);
  });

  it('another body is another action; a refusal ends the action', async () => {
    const keys: string[] = [];
    await withActionKey('/bookings', { start: 'b' }, async (key) => void keys.push(key));
    const refuse = (key: string) => {
      keys.push(key);
      return Promise.reject(new ApiError('Taken', { status: 409, code: 'SLOT_TAKEN' }));
    };
    await expect(withActionKey('/bookings', { start: 'c' }, refuse)).rejects.toThrow();
    await expect(withActionKey('/bookings', { start: 'c' }, refuse)).rejects.toThrow();
    expect(new Set(keys).size).toBe(3);
  });
});
