export { NotFoundScreen as Component } from '@/features/errors/not-found-screen'
