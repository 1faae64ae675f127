// Placeholder until the `results` branch is merged: holds the first slot of the first location found.
import { useState } from 'react';
import { apiRequest } from '../../lib/api-client.ts';

export function ChooseAppointment(props: {
  services: Array<{ kind: string; brands: string[]; ageMin: number; ageMax: number }>;
  coordinates: { lat: number; lng: number; label?: string | undefined };
  selectedDate: string | null;
  retailers?: string[];
  heldSlot: { timeSlotId: string; locationId: string; expiresAt: string } | null;
  onDateChange(date: string): void;
  onSlotHeld(appointment: never): void;
  onContinue(): void;
}) {
  const [state, setState] = useState('');
  return (
    <div>
      <p>Results placeholder {state}</p>
      <button type="button" className="button" onClick={() => { setState('…'); void apiRequest('GET', '/query', { query: { latitude: props.coordinates.lat, longitude: props.coordinates.lng } }).then(() => setState('ok')); }}>Search</button>
      <button type="button" className="button" onClick={props.onContinue} disabled={!props.heldSlot}>Continue</button>
    </div>
  );
}
