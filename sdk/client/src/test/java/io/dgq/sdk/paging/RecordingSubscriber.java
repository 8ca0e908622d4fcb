package io.dgq.sdk.paging;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** Records every signal it receives; requests nothing by itself. */
class RecordingSubscriber<T> implements Flow.Subscriber<T> {

    final List<T> items = new CopyOnWriteArrayList<>();
    final List<Throwable> errors = new CopyOnWriteArrayList<>();
    final AtomicInteger completions = new AtomicInteger();
    final AtomicInteger concurrentSignals = new AtomicInteger();
    private final AtomicInteger inside = new AtomicInteger();
    private final CountDownLatch terminated = new CountDownLatch(1);
    volatile Flow.Subscription subscription;

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        this.subscription = subscription;
    }

    @Override
    public void onNext(T item) {
        enter();
        try {
            items.add(item);
            received(item);
        } finally {
            inside.decrementAndGet();
        }
    }

    /** Called after each record is recorded; does nothing unless overridden. */
    void received(T item) {}

    @Override
    public void onError(Throwable error) {
        enter();
        errors.add(error);
        inside.decrementAndGet();
        terminated.countDown();
    }

    @Override
    public void onComplete() {
        enter();
        completions.incrementAndGet();
        inside.decrementAndGet();
        terminated.countDown();
    }

    private void enter() {
        if (inside.incrementAndGet() != 1) {
            concurrentSignals.incrementAndGet();
        }
    }

    /** {@return whether onError or onComplete arrived within five seconds} */
    boolean awaitTermination() throws InterruptedException {
        return terminated.await(5, TimeUnit.SECONDS);
    }
}
