/** A consignee without a browser: fetches the payment page and posts its form like a browser would. */
export async function openPayPage(link: string): Promise<{ cookie: string; csrf: string; html: string; status: number; headers: Headers }> {
  const res = await fetch(link);
  const html = await res.text();
  const setCookie = res.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0];
  const csrf = /name="csrf_token" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { cookie, csrf, html, status: res.status, headers: res.headers };
}

export const SUCCESS_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', cardholder_name: 'Erika Mustermann' };
export const DECLINE_CARD = { ...SUCCESS_CARD, card_number: '4000 0000 0000 0002' };
/** A real-looking (Luhn-valid) Mastercard number that is not a test card. */
export const REAL_CARD = { ...SUCCESS_CARD, card_number: '5555 5555 5555 4444' };

export async function postPay(link: string, session: { cookie: string; csrf: string }, card: Record<string, string>): Promise<{ status: number; html: string; location: string | null }> {
  const res = await fetch(link, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session.cookie },
    body: new URLSearchParams({ ...card, csrf_token: session.csrf }).toString(),
  });
  return { status: res.status, html: await res.text(), location: res.headers.get('location') };
}
