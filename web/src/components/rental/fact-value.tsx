// Interstate names ("I-55") must not break at their hyphen in the narrow fact tiles.
const interstate = /(I-\d+)/;

export function FactValue({ text }: { text: string }) {
  return (
    <>
      {text.split(interstate).map((part, index) =>
        interstate.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed text, never reordered
          <span key={index} className="rental-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
