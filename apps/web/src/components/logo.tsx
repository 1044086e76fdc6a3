/** The Promptreel mark: a play triangle on the accent square. Decorative; the link names it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M12 9.5v13l10.5-6.5z" fill="#fff" />
    </svg>
  );
}
