import { useCallback, useEffect, useRef, useState } from 'react';

/** A chosen photo and the object URL its preview shows. */
export interface PickedImage {
  file: File;
  url: string;
}

/**
 * The photo a screen will send. Choosing another (or none) frees the previous preview URL; the
 * URL is made in the event that picks the file, so no effect has to keep it in step.
 */
export function usePickedImage() {
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const latest = useRef<PickedImage | null>(null);
  const pick = useCallback((file: File | null) => {
    if (latest.current) URL.revokeObjectURL(latest.current.url);
    const next = file ? { file, url: URL.createObjectURL(file) } : null;
    latest.current = next;
    setPicked(next);
  }, []);
  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current.url);
      latest.current = null;
    },
    [],
  );
  return [picked, pick] as const;
}
