import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlaceholderPage } from './placeholder-page.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlaceholderPage />
  </StrictMode>,
);
