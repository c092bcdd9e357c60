/** A minimal browser stand-in for the server-rendered dashboard: a cookie jar, form posts, CSRF from the page. */
export class DashboardClient {
  cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  private remember(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async get(path: string): Promise<{ status: number; text: string; res: Response }> {
    const res = await fetch(`${this.baseUrl}${path}`, { headers: { cookie: this.cookieHeader() }, redirect: 'manual' });
    this.remember(res);
    return { status: res.status, text: await res.text(), res };
  }

  async post(path: string, form: Record<string, string>): Promise<{ status: number; text: string; res: Response }> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { cookie: this.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    this.remember(res);
    return { status: res.status, text: await res.text(), res };
  }

  static csrf(pageHtml: string): string {
    const m = /name="_csrf" value="([^"]+)"/.exec(pageHtml);
    if (!m) throw new Error('no CSRF field on the page');
    return m[1];
  }

  async signIn(email: string, password: string): Promise<string> {
    const form = await this.get('/dashboard/sign-in');
    const res = await this.post('/dashboard/sign-in', { _csrf: DashboardClient.csrf(form.text), email, password, next: '/dashboard/shipments' });
    if (res.status !== 303) throw new Error(`sign-in failed: ${res.status} ${res.text.slice(0, 200)}`);
    const page = await this.get('/dashboard/shipments');
    return DashboardClient.csrf(page.text);
  }
}
