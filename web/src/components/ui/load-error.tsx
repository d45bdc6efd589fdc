// A page's data could not be loaded: why, and 'Retry' when trying again can help.
import { Button } from './button';
import { Card } from './card';

export function LoadError({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry?: () => void;
}) {
  return (
    <Card className="p-6 text-center">
      <p role="alert" className="font-medium text-red-700">
        {message}
      </p>
      {onRetry && (
        <Button className="mt-4" variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Card>
  );
}
