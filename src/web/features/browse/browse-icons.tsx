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
