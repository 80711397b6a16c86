import { CircleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from './alert';

type ErrorAlertProps = {
  title: ReactNode;
  /** What the visitor can do about it: a sentence, a button, a link. */
  children?: ReactNode;
};

/** A failure kept on screen where it happened, read out when it appears (role="alert"). */
function ErrorAlert({ title, children }: ErrorAlertProps) {
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      {children && (
        <AlertDescription className="mt-2 flex flex-wrap items-center gap-2">{children}</AlertDescription>
      )}
    </Alert>
  );
}

export { ErrorAlert, type ErrorAlertProps };
