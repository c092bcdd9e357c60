import { DateTime } from 'luxon';

function parseHm(hm: string): { hour: number; minute: number } {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hm);
  if (!m) throw new Error(`invalid HH:MM window bound: ${hm}`);
  return { hour: Number(m[1]), minute: Number(m[2]) };
}

/**
 * The earliest instant at or after `now` that falls inside the daily local window [start, end) in
 * `zone`. A window whose end is before its start wraps midnight (e.g. 22:00–06:00). Wall-clock
 * times skipped by a DST change resolve forward, as luxon does.
 */
export function nextWindowStart(now: Date, zone: string, start: string, end: string): Date {
  const s = parseHm(start);
  const e = parseHm(end);
  const local = DateTime.fromJSDate(now, { zone });
  if (!local.isValid) throw new Error(`unknown time zone ${zone}`);
  const minutes = local.hour * 60 + local.minute;
  const sMin = s.hour * 60 + s.minute;
  const eMin = e.hour * 60 + e.minute;
  if (sMin === eMin) return now; // a window of zero length means "any time"
  const inside = sMin < eMin ? minutes >= sMin && minutes < eMin : minutes >= sMin || minutes < eMin;
  if (inside) return now;
  let candidate = local.set({ hour: s.hour, minute: s.minute, second: 0, millisecond: 0 });
  if (candidate <= local) candidate = candidate.plus({ days: 1 }).set({ hour: s.hour, minute: s.minute });
  return candidate.toJSDate();
}
