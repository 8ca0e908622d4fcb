package io.dgq.sdk.paging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.errors.DgqException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class AsyncPagerPublisherTest {

    private final ExecutorService executor = Executors.newFixedThreadPool(4);

    @AfterEach
    void stop() {
        executor.shutdownNow();
    }

    @Test
    void fetchesNothingBeforeTheFirstRequest() {
        FakeList list = FakeList.completed(100);
        RecordingSubscriber<Long> subscriber = new RecordingSubscriber<>();

        list.pager(50).subscribe(subscriber);

        assertThat(subscriber.subscription).isNotNull();
        assertThat(list.fetches()).isZero();
    }

    @Test
    void fetchesAPageOnlyWhenTheDemandExceedsTheRecordsBuffered() {
        FakeList list = FakeList.completed(200);
        RecordingSubscriber<Long> subscriber = new RecordingSubscriber<>();
        list.pager(50).subscribe(subscriber);

        subscriber.subscription.request(1);
        assertThat(subscriber.items).containsExactly(0L);
        assertThat(list.fetches()).isEqualTo(1);

        subscriber.subscription.request(49);
        assertThat(subscriber.items).hasSize(50);
        assertThat(list.fetches()).isEqualTo(1);

        subscriber.subscription.request(1);
        assertThat(subscriber.items).hasSize(51);
        assertThat(list.pagesFetched()).containsExactly(1, 2);

        subscriber.subscription.request(120);
        assertThat(subscriber.items).hasSize(171);
        assertThat(list.pagesFetched()).containsExactly(1, 2, 3, 4);
        assertThat(subscriber.completions).hasValue(0);

        subscriber.subscription.request(29);
        assertThat(subscriber.items).isEqualTo(LongStream.range(0, 200).boxed().toList());
        assertThat(subscriber.completions).hasValue(1);
        assertThat(list.fetches()).isEqualTo(4);
    }

    @Test
    void completesOnceAfterTheLastRecordEvenWithoutFurtherDemand() {
        FakeList list = FakeList.completed(3);
        RecordingSubscriber<Long> subscriber = new RecordingSubscriber<>();
        list.pager(50).subscribe(subscriber);

        subscriber.subscription.request(3);
        subscriber.subscription.request(5);

        assertThat(subscriber.items).containsExactly(0L, 1L, 2L);
        assertThat(subscriber.completions).hasValue(1);
        assertThat(subscriber.errors).isEmpty();
    }

    @Test
    void anEmptyListCompletesOnTheFirstRequest() {
        FakeList list = FakeList.completed(0);
        RecordingSubscriber<Long> subscriber = new RecordingSubscriber<>();
        list.pager(50).subscribe(subscriber);

        subscriber.subscription.request(1);

        assertThat(subscriber.items).isEmpty();
        assertThat(subscriber.completions).hasValue(1);
    }

    @Test
    void signalsTheFetchErrorOnceAfterTheRecordsAlreadyFetched() {
        FakeList list = FakeList.completed(100);
        DgqException failure = new DgqConnectionException("timed out", true, null);
        RecordingSubscriber<Long> subscriber = new RecordingSubscriber<>();
        list.pagerAnswering(10, 2, CompletableFuture.failedFuture(failure)).subscribe(subscriber);

        subscriber.subscription.request(Long.MAX_VALUE);
        subscriber.subscription.request(1);

        assertThat(subscriber.items).hasSize(10);
        assertThat(subscriber.errors).containsExactly(failure);
        assertThat(subscriber.completions).hasValue(0);
    }

    @Test
    void aNonPositiveRequestIsSignalledAsIllegalArgumentOnceAndStopsTheWalk() {
        FakeList list = FakeList.completed(100);
        RecordingSubscriber<Long> subscriber = new RecordingSubscriber<>();
        list.pager(10).subscribe(subscriber);
        subscriber.subscription.request(2);

        subscriber.subscription.request(0);
        subscriber.subscription.request(-1);
        subscriber.subscription.request(5);

        assertThat(subscriber.items).containsExactly(0L, 1L);
        assertThat(subscriber.errors).singleElement().isInstanceOf(IllegalArgumentException.class);
        assertThat(subscriber.completions).hasValue(0);
        assertThat(list.fetches()).isEqualTo(1);
    }

    @Test
    void cancelStopsFetchingAndCancelsThePageInFlight() {
        FakeList list = FakeList.completed(100);
        CompletableFuture<Page<Long>> second = new CompletableFuture<>();
        RecordingSubscriber<Long> subscriber = new RecordingSubscriber<>();
        list.pagerAnswering(10, 2, second).subscribe(subscriber);
        subscriber.subscription.request(15);

        subscriber.subscription.cancel();
        subscriber.subscription.request(100);

        assertThat(second).isCancelled();
        assertThat(list.pagesFetched()).containsExactly(1, 2);
        assertThat(subscriber.items).hasSize(10);
        assertThat(subscriber.errors).isEmpty();
        assertThat(subscriber.completions).hasValue(0);
    }

    @Test
    void cancellingInsideOnNextStopsAtOnce() {
        FakeList list = FakeList.completed(100);
        RecordingSubscriber<Long> subscriber = new RecordingSubscriber<>() {
            @Override
            void received(Long item) {
                if (item == 4) {
                    subscription.cancel();
                }
            }
        };
        list.pager(3).subscribe(subscriber);

        subscriber.subscription.request(Long.MAX_VALUE);

        assertThat(subscriber.items).containsExactly(0L, 1L, 2L, 3L, 4L);
        assertThat(list.fetches()).isEqualTo(2);
        assertThat(subscriber.completions).hasValue(0);
    }

    @Test
    void requestingOneAtATimeFromOnNextDoesNotDeepenTheStack() {
        FakeList list = FakeList.completed(10_000);
        int[] depths = {Integer.MAX_VALUE, 0};
        RecordingSubscriber<Long> subscriber = new RecordingSubscriber<>() {
            @Override
            void received(Long item) {
                int depth = Thread.currentThread().getStackTrace().length;
                depths[0] = Math.min(depths[0], depth);
                depths[1] = Math.max(depths[1], depth);
                subscription.request(1);
            }
        };
        list.pager(1).subscribe(subscriber);

        subscriber.subscription.request(1);

        assertThat(subscriber.items).hasSize(10_000);
        assertThat(subscriber.completions).hasValue(1);
        assertThat(depths[1] - depths[0]).isLessThan(5);
    }

    @Test
    void pagesCompletingOnOtherThreadsAreSignalledInOrderAndSerially() throws Exception {
        FakeList list = FakeList.completingOn(3_000, executor, page -> true);
        RecordingSubscriber<Long> subscriber = new RecordingSubscriber<>() {
            @Override
            void received(Long item) {
                if (item % 10 == 9) {
                    executor.execute(() -> subscription.request(10));
                }
            }
        };
        list.pager(25).subscribe(subscriber);

        subscriber.subscription.request(10);

        assertThat(subscriber.awaitTermination()).isTrue();
        assertThat(subscriber.items)
                .isEqualTo(LongStream.range(0, 3_000).boxed().toList());
        assertThat(subscriber.concurrentSignals).hasValue(0);
        assertThat(subscriber.completions).hasValue(1);
        assertThat(list.fetches()).isEqualTo(120);
    }

    @Test
    void anOnNextThatThrowsCancelsTheSubscriptionAndReachesTheCaller() {
        FakeList list = FakeList.completed(100);
        IllegalStateException broken = new IllegalStateException("broken subscriber");
        RecordingSubscriber<Long> subscriber = new RecordingSubscriber<>() {
            @Override
            void received(Long item) {
                throw broken;
            }
        };
        list.pager(10).subscribe(subscriber);

        assertThatThrownBy(() -> subscriber.subscription.request(5)).isSameAs(broken);
        subscriber.subscription.request(5);

        assertThat(subscriber.items).containsExactly(0L);
        assertThat(list.fetches()).isEqualTo(1);
    }

    @Test
    void eachSubscriptionWalksTheListAfresh() {
        FakeList list = FakeList.completed(4);
        AsyncPager<Long> pager = list.pager(3);
        RecordingSubscriber<Long> first = new RecordingSubscriber<>();
        RecordingSubscriber<Long> second = new RecordingSubscriber<>();
        pager.subscribe(first);
        pager.subscribe(second);

        first.subscription.request(10);
        second.subscription.request(10);

        assertThat(first.items).isEqualTo(List.of(0L, 1L, 2L, 3L));
        assertThat(second.items).isEqualTo(first.items);
        assertThat(list.pagesFetched()).containsExactly(1, 2, 1, 2);
    }

    @Test
    void rejectsANullSubscriber() {
        assertThatThrownBy(() -> FakeList.completed(1).pager(1).subscribe(null))
                .isInstanceOf(NullPointerException.class);
    }
}
