// A form's own message above its buttons (a refusal that names no field, a failed call), read out
// when it appears; nothing when there is none.
export function FormError({ message }: { message: string | undefined | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
