// The signed-in person for a view that needs one: a view without a session goes to the sign-in page.
import type { PrefixedKey } from '../../i18n/keys.ts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Me } from '@vaxnear/domain/contracts/staff';
import { ApiError } from '../../lib/api-client.ts';
import { whoAmI } from './api/staff.ts';
import { problemKey, useStaffPath } from './staff-frame.tsx';

export function useSignedIn(): { me: Me | null; problem: PrefixedKey | null } {
  const navigate = useNavigate();
  const staffPath = useStaffPath();
  const [me, setMe] = useState<Me | null>(null);
  const [problem, setProblem] = useState<PrefixedKey | null>(null);
  const signInPath = staffPath('');
  useEffect(() => {
    let current = true;
    whoAmI().then(
      (found) => {
        if (current) setMe(found);
      },
      (caught: unknown) => {
        if (!current) return;
        if (caught instanceof ApiError && caught.status === 401) void navigate(signInPath, { replace: true });
        else setProblem(problemKey(caught));
      },
    );
    return () => {
      current = false;
    };
  }, [navigate, signInPath]);
  return { me, problem };
}
