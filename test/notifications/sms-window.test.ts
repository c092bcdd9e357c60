import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { consigneeZone } from '../../src/core/notifications/consignee-zone.js';
import { PRIMARY_ZONE } from '../../src/core/notifications/country-zones.js';
import { nextWindowStart } from '../../src/core/notifications/sms-window.js';

const at = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toJSDate();
const local = (d: Date, zone: string) => DateTime.fromJSDate(d, { zone }).toFormat("yyyy-MM-dd'T'HH:mm");

describe('SMS daytime window', () => {
  it('sends at once inside the window', () => {
    const now = at('2026-11-22T12:30', 'Europe/Berlin');
    expect(nextWindowStart(now, 'Europe/Berlin', '08:00', '20:00')).toEqual(now);
  });

  it('a message created at 23:00 local time waits for 08:00 the next day', () => {
    const now = at('2026-11-22T23:00', 'Europe/Berlin');
    expect(local(nextWindowStart(now, 'Europe/Berlin', '08:00', '20:00'), 'Europe/Berlin')).toBe('2026-11-23T08:00');
  });

  it('before the window opens, it waits for the same morning', () => {
    const now = at('2026-11-22T05:59', 'America/Los_Angeles');
    expect(local(nextWindowStart(now, 'America/Los_Angeles', '09:30', '18:00'), 'America/Los_Angeles')).toBe('2026-11-22T09:30');
  });

  it('the end of the window is exclusive', () => {
    const now = at('2026-11-22T20:00', 'Europe/Berlin');
    expect(local(nextWindowStart(now, 'Europe/Berlin', '08:00', '20:00'), 'Europe/Berlin')).toBe('2026-11-23T08:00');
  });

  it('handles windows that wrap midnight', () => {
    expect(local(nextWindowStart(at('2026-11-22T23:30', 'Asia/Tokyo'), 'Asia/Tokyo', '22:00', '06:00'), 'Asia/Tokyo')).toBe('2026-11-22T23:30');
    expect(local(nextWindowStart(at('2026-11-22T12:00', 'Asia/Tokyo'), 'Asia/Tokyo', '22:00', '06:00'), 'Asia/Tokyo')).toBe('2026-11-22T22:00');
  });

  it('uses local wall-clock time across a DST change', () => {
    // Europe/Berlin leaves summer time on 2026-10-25; 08:00 the next morning is 07:00 UTC, not 06:00.
    const next = nextWindowStart(at('2026-10-24T22:00', 'Europe/Berlin'), 'Europe/Berlin', '08:00', '20:00');
    expect(next.toISOString()).toBe('2026-10-25T07:00:00.000Z');
  });

  it('the same UTC instant is night in one zone and day in another', () => {
    const now = new Date('2026-11-22T22:00:00Z'); // 23:00 Berlin, 17:00 New York
    expect(nextWindowStart(now, 'America/New_York', '08:00', '20:00')).toEqual(now);
    expect(nextWindowStart(now, 'Europe/Berlin', '08:00', '20:00').toISOString()).toBe('2026-11-23T07:00:00.000Z');
  });
});

describe('consignee time zone', () => {
  it('maps countries to their primary zone, valid in the runtime tz database', () => {
    expect(consigneeZone('DE')).toBe('Europe/Berlin');
    expect(consigneeZone('gb')).toBe('Europe/London');
    expect(consigneeZone('US')).toBe('America/New_York');
    for (const zone of new Set(Object.values(PRIMARY_ZONE))) expect(DateTime.local().setZone(zone).isValid, zone).toBe(true);
    expect(Object.keys(PRIMARY_ZONE).length).toBeGreaterThan(240);
  });

  it('refines US, CA and AU by postal code', () => {
    expect(consigneeZone('US', '10001')).toBe('America/New_York');
    expect(consigneeZone('US', '60601')).toBe('America/Chicago');
    expect(consigneeZone('US', '80202')).toBe('America/Denver');
    expect(consigneeZone('US', '85001')).toBe('America/Phoenix');
    expect(consigneeZone('US', '94103')).toBe('America/Los_Angeles');
    expect(consigneeZone('US', '96813')).toBe('Pacific/Honolulu');
    expect(consigneeZone('US', '99501')).toBe('America/Anchorage');
    expect(consigneeZone('CA', 'V6B 1A1')).toBe('America/Vancouver');
    expect(consigneeZone('CA', 'M5V 2T6')).toBe('America/Toronto');
    expect(consigneeZone('AU', '6000')).toBe('Australia/Perth');
    expect(consigneeZone('AU', '2000')).toBe('Australia/Sydney');
    expect(consigneeZone('US', 'garbage')).toBe('America/New_York');
  });
});
