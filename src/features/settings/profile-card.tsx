import { Suspense, use } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { ProfileResult } from '@/lib/session/profile'
import { useSession } from '@/lib/session/session-context'

// As tall as the three rows that replace it, so the cards below do not jump (CLS).
const loading = <p className="min-h-[5.25rem] text-sm text-muted-foreground">Loading...</p>

export function ProfileCard() {
  const { profile } = useSession()
  return (
    <Card>
      <CardHeader>
        <CardTitle>Current Admin</CardTitle>
      </CardHeader>
      <CardContent>
        {/* Prerendered markup shows the loading state too: it has no profile to suspend on. */}
        {profile ? (
          <Suspense fallback={loading}>
            <ProfileDetails profile={profile} />
          </Suspense>
        ) : (
          loading
        )}
      </CardContent>
    </Card>
  )
}

function ProfileDetails({ profile: pending }: { profile: Promise<ProfileResult> }) {
  const { profile, isFallback } = use(pending)
  return (
    <>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
        <dt className="text-muted-foreground">Name</dt>
        <dd className="font-medium wrap-anywhere">{profile.name}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="font-medium break-all">{profile.email}</dd>
        <dt className="text-muted-foreground">Phone</dt>
        <dd className="font-medium">{profile.phone_number || '—'}</dd>
      </dl>
      {isFallback && (
        <p role="status" className="mt-3 text-xs text-muted-foreground">
          Your profile could not be loaded, so placeholder details are shown.
        </p>
      )}
    </>
  )
}
