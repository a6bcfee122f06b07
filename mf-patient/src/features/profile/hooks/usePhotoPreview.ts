import { useEffect, useState } from 'react';

/** A local preview of the chosen photo; the object URL is released when the choice changes or the form goes. */
export function usePhotoPreview() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return { file, preview, setFile };
}
