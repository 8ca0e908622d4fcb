package io.dgq.sdk.paging;

import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Every record of a list, page after page, fetched asynchronously: the asynchronous counterpart of
 * {@link AutoPager}. The next page is the same list request with {@code page + 1}, and it is requested only when
 * the records of the page before have all been handed over, and only while {@link Page#hasNextPage()} says there
 * is one.
 *
 * <pre>{@code
 * // asyncDomains.list(request) returns a CompletableFuture<Page<DomainListItem>>
 * AsyncPager<DomainListItem> pager = AsyncPager.of(ListRequest.firstPage(), asyncDomains::list);
 * pager.forEach(domain -> System.out.println(domain.name())).join();
 * }</pre>
 *
 * <p>The pager is also a {@link Flow.Publisher} that honours demand, for reactive libraries: a subscriber that
 * requests one record makes it fetch one page, and the next page is fetched only when the subscriber asks for more
 * records than the pages so far hold. It is cold: each {@link #forEach(Consumer)} and each subscription walks the
 * list afresh from its first page, and nothing is fetched before a record is asked for.
 *
 * <p>Records are handed over on the thread that completes a page's future, or on the calling thread when that
 * future is already complete; they are handed over one at a time, never concurrently, and in the server's order.
 * However many pages complete at once, the walk does not deepen the stack.
 *
 * @param <T> the record type
 */
public final class AsyncPager<T> implements Flow.Publisher<T> {

    private final ListRequest first;
    private final Function<ListRequest, CompletableFuture<Page<T>>> fetch;

    private AsyncPager(ListRequest first, Function<ListRequest, CompletableFuture<Page<T>>> fetch) {
        this.first = first;
        this.fetch = fetch;
    }

    /**
     * Creates a pager that fetches the pages of a list with {@code fetch}, starting at {@code first}.
     *
     * @param first the request of the first page
     * @param fetch fetches the page of a request; it may complete the future on any thread. A future that
     *     completes exceptionally, or a fetch that throws or returns {@code null}, ends the walk with that error
     * @param <T> the record type
     * @return the pager; nothing is fetched yet
     * @throws NullPointerException if an argument is {@code null}
     */
    public static <T> AsyncPager<T> of(ListRequest first, Function<ListRequest, CompletableFuture<Page<T>>> fetch) {
        return new AsyncPager<>(Objects.requireNonNull(first, "first"), Objects.requireNonNull(fetch, "fetch"));
    }

    /**
     * Hands every record of the list to {@code action}, fetching each page once the records of the page before
     * have been handed over.
     *
     * <p>The returned future completes when the last record has been handed over. It completes exceptionally
     * with the fetch's own exception (for example an {@link io.dgq.sdk.errors.DgqException}, which
     * {@link CompletableFuture#join()} reports as the cause of its {@link java.util.concurrent.CompletionException}),
     * or with the exception {@code action} throws; no record is handed over after that. Cancelling the returned
     * future (or completing it in any other way) stops the walk: the page being fetched is cancelled and no other
     * page is fetched.
     *
     * @param action receives each record, in order, never concurrently
     * @return a future of the end of the walk
     * @throws NullPointerException if {@code action} is {@code null}
     */
    public CompletableFuture<Void> forEach(Consumer<? super T> action) {
        Objects.requireNonNull(action, "action");
        CompletableFuture<Void> result = new CompletableFuture<>();
        subscribe(new Flow.Subscriber<T>() {
            @Override
            @SuppressWarnings("FutureReturnValueIgnored") // the stage only cancels the subscription
            public void onSubscribe(Flow.Subscription subscription) {
                result.whenComplete((ignored, error) -> subscription.cancel());
                subscription.request(Long.MAX_VALUE);
            }

            @Override
            public void onNext(T item) {
                try {
                    action.accept(item);
                } catch (Throwable e) {
                    result.completeExceptionally(e);
                }
            }

            @Override
            public void onError(Throwable error) {
                result.completeExceptionally(error);
            }

            @Override
            public void onComplete() {
                result.complete(null);
            }
        });
        return result;
    }

    /**
     * Subscribes to every record of the list. The subscriber's {@code onSubscribe} is called at once; the first
     * page is fetched when it first requests records, and each further page when it has requested more records
     * than the pages so far hold. An error of a fetch is signalled through {@code onError}, after the records
     * already fetched and requested; a request of zero or fewer records is signalled as an
     * {@link IllegalArgumentException}. Cancelling the subscription cancels the page being fetched.
     *
     * @param subscriber the subscriber
     * @throws NullPointerException if {@code subscriber} is {@code null}
     */
    @Override
    public void subscribe(Flow.Subscriber<? super T> subscriber) {
        Objects.requireNonNull(subscriber, "subscriber");
        PageSubscription<T> subscription = new PageSubscription<>(first, fetch, subscriber);
        try {
            subscriber.onSubscribe(subscription);
        } catch (Throwable e) {
            subscription.cancel();
            throw e;
        }
    }

    @Override
    public String toString() {
        return "AsyncPager{first=" + first + "}";
    }
}
