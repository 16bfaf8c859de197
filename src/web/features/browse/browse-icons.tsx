import { LineIcon } from "../../components/icons";

/** Line icons the browse page needs beyond the shell's set. */
export function SearchIcon({ size = 18 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  );
}

export function LockIcon({ size = 18 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </LineIcon>
  );
}
