/**
 * The SAL / SOL pictograms ANPC Order 449/2022 asks for: 250 × 50 px, on every page, linking to ANPC.
 * Drawn here as stand-ins with the same size and wording; the operator may swap in ANPC's published files.
 */
export function DisputePictogram({ title, lines }: { title: string; lines: [string, string] }) {
  return (
    <svg width="250" height="50" viewBox="0 0 250 50" role="img" aria-label={title}>
      <rect width="250" height="50" rx="6" fill="#ffffff" stroke="#0b3d91" strokeWidth="2" />
      <text x="12" y="21" fontSize="12" fontWeight="700" fill="#0b3d91" fontFamily="Arial, sans-serif">
        {lines[0]}
      </text>
      <text x="12" y="38" fontSize="11" fill="#0b3d91" fontFamily="Arial, sans-serif">
        {lines[1]}
      </text>
    </svg>
  );
}
