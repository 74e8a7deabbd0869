import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READ_TIMEOUT_MS, WRITE_TIMEOUT_MS } from '@/config/constants';
import {
  DataProviderError,
  guard,
  kindOf,
  onUnknownWriteOutcome,
  SLOW_WRITE_MESSAGE,
} from '@/providers/dataProvider/errors';

/** A promise and the functions that settle it, for an answer that comes when the test says. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('time limits of data provider operations', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells reads from writes by the operation name', () => {
    expect(kindOf('getList users')).toBe('read');
    expect(kindOf('getOne organisationScores org-1/all')).toBe('read');
    expect(kindOf('countRecipients')).toBe('read');
    expect(kindOf('codeExists')).toBe('read');
    expect(kindOf('update users u1')).toBe('write');
    expect(kindOf('createOrganisation')).toBe('write');
    expect(kindOf('setOrganisationActive org-1')).toBe('write');
  });

  it("rejects a read that gets no answer in time with 'deadline-exceeded' naming it", async () => {
    const answer = later<string>();
    const read = guard('getList users', () => answer.promise);
    const outcome = read.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(DataProviderError);
    expect(error).toMatchObject({ code: 'deadline-exceeded' });
    expect((error as Error).message).toMatch(/^getList users: no answer within 15 s$/);
    // A late answer changes nothing.
    answer.resolve('late');
    await vi.runAllTimersAsync();
  });

  it('answers a read that comes in time, and leaves no timer behind', async () => {
    const read = guard('getOne users u1', async () => 'ok');
    await expect(read).resolves.toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the failure of a read that fails in time', async () => {
    const read = guard('getOne users u1', () => Promise.reject(new Error('boom')));
    await expect(read).rejects.toMatchObject({ code: 'unknown', message: 'getOne users u1: boom' });
  });

  it('says a timed-out write has an unknown outcome, not a failure, and asks for a refetch twice', async () => {
    const announced: string[] = [];
    const stop = onUnknownWriteOutcome((operation) => announced.push(operation));
    const answer = later<void>();
    const write = guard('update users u1', () => answer.promise);
    const outcome = write.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
    expect(announced).toEqual([]);
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS - READ_TIMEOUT_MS);
    const error = (await outcome) as DataProviderError;
    expect(error.code).toBe('deadline-exceeded');
    expect(error.message).toContain('update users u1');
    expect(error.message).toContain(SLOW_WRITE_MESSAGE);
    expect(error.message).toContain('outcome unknown');
    expect(error.message).not.toMatch(/failed/i);
    expect(announced).toEqual(['update users u1']);
    // The write lands after all: what is shown is read again.
    answer.resolve();
    await vi.runAllTimersAsync();
    expect(announced).toEqual(['update users u1', 'update users u1']);
    stop();
  });

  it("treats the SDK's own deadline (a callable's) as the same unknown outcome", async () => {
    const announced: string[] = [];
    const stop = onUnknownWriteOutcome((operation) => announced.push(operation));
    const sdkDeadline = Object.assign(new Error('deadline-exceeded'), {
      name: 'FirebaseError',
      code: 'functions/deadline-exceeded',
    });
    await expect(
      guard('sendNotification', () => Promise.reject(sdkDeadline), 'write'),
    ).rejects.toMatchObject({
      code: 'deadline-exceeded',
      message: expect.stringContaining('the outcome is unknown') as string,
    });
    expect(announced).toEqual(['sendNotification']);
    stop();
  });
});
