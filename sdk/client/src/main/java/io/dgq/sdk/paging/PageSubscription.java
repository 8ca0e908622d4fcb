package io.dgq.sdk.paging;

import java.util.Collections;
import java.util.Iterator;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * One walk of an {@link AsyncPager}: the subscription of one subscriber, fetching pages as its demand needs them.
 *
 * <p>Every signal to the subscriber comes from {@link #drain()}, which one thread at a time runs (the one that
 * moves {@link #wip} from zero); a thread that finds it running only records what changed (demand, a page that
 * arrived, a cancellation) and leaves the running thread to act on it. A page future that is already complete
 * therefore re-enters {@code drain()} only to count one more pass, so however many pages complete synchronously,
 * the stack does not deepen. The fields without {@code volatile} are read and written only inside the drain loop.
 */
final class PageSubscription<T> implements Flow.Subscription {

    private final Function<ListRequest, CompletableFuture<Page<T>>> fetch;
    private final AtomicInteger wip = new AtomicInteger();
    private final AtomicLong requested = new AtomicLong();

    private volatile boolean cancelled;
    private volatile IllegalArgumentException badRequest;
    private volatile Page<T> arrived;
    private volatile Throwable failure;
    private volatile CompletableFuture<Page<T>> inFlight;

    private Flow.Subscriber<? super T> subscriber;
    private Iterator<T> items = Collections.emptyIterator();
    /** The request of the next page to fetch; {@code null} once the last page has arrived. */
    private ListRequest next;
    /** The request of the page being fetched or last fetched. */
    private ListRequest sent;

    private boolean fetching;

    PageSubscription(
            ListRequest first,
            Function<ListRequest, CompletableFuture<Page<T>>> fetch,
            Flow.Subscriber<? super T> subscriber) {
        this.next = first;
        this.fetch = fetch;
        this.subscriber = subscriber;
    }

    @Override
    public void request(long n) {
        if (n <= 0) {
            if (badRequest == null) {
                badRequest = new IllegalArgumentException("A subscriber must request a positive number of records "
                        + "(Reactive Streams rule 3.9), got " + n);
            }
        } else {
            requested.getAndAccumulate(n, (current, more) -> {
                long sum = current + more;
                return sum < 0 ? Long.MAX_VALUE : sum;
            });
        }
        drain();
    }

    @Override
    public void cancel() {
        cancelled = true;
        CompletableFuture<Page<T>> pending = inFlight;
        if (pending != null) {
            pending.cancel(true);
        }
        drain();
    }

    private void drain() {
        if (wip.getAndIncrement() != 0) {
            return;
        }
        int missed = 1;
        do {
            if (pass()) {
                return; // terminated: wip stays above zero, so no pass runs again
            }
            missed = wip.addAndGet(-missed);
        } while (missed != 0);
    }

    /** {@return whether the walk has ended} Hands over what the demand allows and fetches a page if needed. */
    private boolean pass() {
        Flow.Subscriber<? super T> s = subscriber;
        if (cancelled) {
            terminate();
            return true;
        }
        Page<T> page = arrived;
        if (page != null) {
            arrived = null;
            fetching = false;
            items = page.items().iterator();
            next = page.hasNextPage() ? sent.withPage(sent.page() + 1) : null;
        }
        // A failed fetch finds no record waiting: a page is fetched only once the one before is handed over.
        Throwable error = badRequest != null ? badRequest : failure;
        if (error != null) {
            terminate();
            s.onError(error);
            return true;
        }
        long wanted = requested.get();
        long handed = 0;
        while (handed != wanted && items.hasNext()) {
            if (cancelled || badRequest != null) {
                break; // the call that changed them made the loop pass again
            }
            T item = items.next();
            try {
                s.onNext(item);
            } catch (Throwable e) {
                terminate(); // rule 2.13: the subscription is cancelled, and the error goes to the caller
                throw e;
            }
            handed++;
        }
        if (handed != 0 && wanted != Long.MAX_VALUE) {
            requested.addAndGet(-handed);
        }
        if (!items.hasNext() && !fetching && !cancelled && badRequest == null) {
            if (next == null) {
                terminate();
                s.onComplete();
                return true;
            }
            if (requested.get() > 0) {
                fetchNext();
            }
        }
        return false;
    }

    @SuppressWarnings("FutureReturnValueIgnored") // the page arrives through arrive(); nothing waits on the stage
    private void fetchNext() {
        fetching = true;
        sent = next;
        CompletableFuture<Page<T>> future;
        try {
            future = fetch.apply(sent);
            if (future == null) {
                throw new NullPointerException("The fetch of page " + sent.page() + " returned null");
            }
        } catch (Throwable e) {
            arrive(null, e);
            return;
        }
        inFlight = future;
        future.whenComplete(this::arrive);
        if (cancelled) {
            future.cancel(true);
        }
    }

    /** Records the outcome of a fetch, on whichever thread completed it, and lets the drain loop act on it. */
    private void arrive(Page<T> page, Throwable error) {
        inFlight = null;
        if (error != null) {
            failure = unwrap(error);
        } else if (page == null) {
            failure = new NullPointerException("The fetch of a page completed with null");
        } else {
            arrived = page;
        }
        drain();
    }

    private void terminate() {
        cancelled = true;
        CompletableFuture<Page<T>> pending = inFlight;
        if (pending != null) {
            pending.cancel(true);
        }
        inFlight = null;
        subscriber = null; // rule 3.13: drop the reference to the subscriber
        items = Collections.emptyIterator();
        arrived = null;
    }

    private static Throwable unwrap(Throwable error) {
        Throwable cause = error;
        while ((cause instanceof CompletionException || cause instanceof ExecutionException)
                && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }
}
