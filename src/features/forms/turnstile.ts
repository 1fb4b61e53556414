// Optional Turnstile check for /contact (only when TURNSTILE_SITE_KEY is set): the token the
// widget put in the form, verified with Cloudflare's siteverify endpoint and the secret.
const siteverify = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export async function turnstilePasses(secret: string | undefined, token: File | string | null): Promise<boolean> {
  if (!secret || typeof token !== 'string' || token === '' || token.length > 2048) return false;
  try {
    const res = await fetch(siteverify, { method: 'POST', body: new URLSearchParams({ secret, response: token }) });
    const outcome = await res.json<{ success?: boolean }>();
    return outcome.success === true;
  } catch {
    return false;
  }
}
