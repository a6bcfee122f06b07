import 'react';

// Attributes React 18 does not know. It passes an unknown attribute on only as a string and under the
// name as written, so these are spelled lowercase and switched on with ''.
declare module 'react' {
  interface HTMLAttributes<T> {
    inert?: '';
  }
  interface ImgHTMLAttributes<T> {
    fetchpriority?: 'high' | 'low' | 'auto';
  }
}
