/** How the staff pages name a member: nickname, e-mail and phone, as far as the member has them (else the start of their id). */
export function memberLabel(m: {
  nickname: string | null;
  email: string | null;
  phone: string | null;
  user_id?: string;
  id?: string;
}): string {
  const parts = [m.nickname, m.email, m.phone].filter((p): p is string => !!p);
  return parts.length > 0 ? parts.join(' · ') : (m.user_id ?? m.id ?? '').slice(0, 8);
}
