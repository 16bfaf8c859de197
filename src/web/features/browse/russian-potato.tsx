/** The empty result's picture (docs/screens.md): a cheerful potato in an ushanka, drawn inline. */
export function RussianPotato({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 248 216"
      width="248"
      height="216"
      role="img"
      aria-labelledby="russian-potato-title"
    >
      <title id="russian-potato-title">A smiling potato wearing a Russian fur hat</title>
      <ellipse cx="126" cy="202" rx="74" ry="8" fill="#1f2d33" opacity=".1" />
      <path
        d="M56 118C44 82 78 58 124 60c46 2 80 26 76 66-4 42-44 70-90 66-42-4-44-38-54-74Z"
        fill="#d9a86c"
        stroke="#9c6b3f"
        strokeWidth="3"
      />
      <path d="M70 164c30 26 88 28 116-6-6 26-40 42-74 38-22-2-34-14-42-32Z" fill="#b9844f" opacity=".55" />
      <g fill="#9c6b3f">
        <ellipse cx="168" cy="152" rx="5" ry="3" />
        <ellipse cx="84" cy="150" rx="4" ry="2.6" />
        <ellipse cx="186" cy="112" rx="3.5" ry="2.4" />
        <ellipse cx="126" cy="176" rx="3.5" ry="2.2" />
      </g>
      <g fill="#e58f7e" opacity=".65">
        <circle cx="98" cy="132" r="8" />
        <circle cx="158" cy="130" r="8" />
      </g>
      <g fill="#2b1d12">
        <circle cx="110" cy="116" r="5.5" />
        <circle cx="146" cy="114" r="5.5" />
      </g>
      <g fill="#fff">
        <circle cx="112" cy="114" r="1.8" />
        <circle cx="148" cy="112" r="1.8" />
      </g>
      <path d="M114 134q14 13 28 0" fill="none" stroke="#2b1d12" strokeWidth="3" strokeLinecap="round" />
      <path d="M70 80c2-46 106-52 110-2Z" fill="#5c4433" />
      <path d="M64 118c-12-12-10-30 2-40l14 4c-4 14-6 26-16 36Z" fill="#8c6b52" />
      <path d="M186 116c12-12 10-30-2-40l-14 4c4 14 6 26 16 36Z" fill="#8c6b52" />
      <rect x="60" y="72" width="130" height="20" rx="10" fill="#8c6b52" />
      <path d="M72 80h106" stroke="#a3826a" strokeWidth="2" strokeDasharray="2 5" strokeLinecap="round" />
    </svg>
  );
}
