package io.dgq.sdk.paging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.errors.DgqException;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class AsyncPagerForEachTest {

    private final ExecutorService executor = Executors.newFixedThreadPool(4);

    @AfterEach
    void stop() {
        executor.shutdownNow();
    }

    private static List<Long> range(long size) {
        return LongStream.range(0, size).boxed().toList();
    }

    @Test
    void handsOverEveryRecordInOrderAndFetchesEachPageOnce() {
        FakeList list = FakeList.completed(120);
        List<Long> seen = new CopyOnWriteArrayList<>();

        list.pager(50).forEach(seen::add).join();

        assertThat(seen).isEqualTo(range(120));
        assertThat(list.pagesFetched()).containsExactly(1, 2, 3);
    }

    @Test
    void fetchesNothingUntilForEachIsCalledAndWalksAfreshEachTime() {
        FakeList list = FakeList.completed(3);
        AsyncPager<Long> pager = list.pager(2);
        assertThat(list.fetches()).isZero();

        pager.forEach(item -> {}).join();
        pager.forEach(item -> {}).join();

        assertThat(list.pagesFetched()).containsExactly(1, 2, 1, 2);
    }

    @Test
    void tenThousandAlreadyCompletedPagesDoNotOverflowTheStack() {
        FakeList list = FakeList.completed(10_000);
        AtomicInteger count = new AtomicInteger();

        list.pager(1).forEach(item -> count.incrementAndGet()).join();

        assertThat(count).hasValue(10_000);
        assertThat(list.fetches()).isEqualTo(10_000);
    }

    @Test
    void fetchesTheNextPageOnlyAfterThePreviousPagesRecordsWereHandedOver() {
        FakeList list = FakeList.completed(6);
        List<String> events = new CopyOnWriteArrayList<>();
        AsyncPager<Long> pager = AsyncPager.of(FakeList.firstPage(2), request -> {
            events.add("fetch " + request.page());
            return list.fetch(request);
        });

        pager.forEach(item -> events.add("item " + item)).join();

        assertThat(events)
                .containsExactly(
                        "fetch 1", "item 0", "item 1", "fetch 2", "item 2", "item 3", "fetch 3", "item 4", "item 5");
    }

    @Test
    void anEmptyFirstPageCompletesWithoutRecords() {
        FakeList list = FakeList.completed(0);
        AtomicInteger count = new AtomicInteger();

        list.pager(50).forEach(item -> count.incrementAndGet()).join();

        assertThat(count).hasValue(0);
        assertThat(list.pagesFetched()).containsExactly(1);
    }

    @Test
    void aPageOfExactlyThePageSizeIsTheLastWhenTheTotalIsReached() {
        FakeList list = FakeList.completed(50);
        List<Long> seen = new CopyOnWriteArrayList<>();

        list.pager(50).forEach(seen::add).join();

        assertThat(seen).isEqualTo(range(50));
        assertThat(list.pagesFetched()).containsExactly(1);
    }

    @Test
    void stopsAtAPageThatHasNoNextPage() {
        AtomicInteger fetches = new AtomicInteger();
        // A total of 500 but no way to fetch more: hasNextPage() is false.
        AsyncPager<String> pager = AsyncPager.of(ListRequest.firstPage(), request -> {
            fetches.incrementAndGet();
            return CompletableFuture.completedFuture(Page.of(List.of("a", "b"), 500));
        });
        List<String> seen = new CopyOnWriteArrayList<>();

        pager.forEach(seen::add).join();

        assertThat(seen).containsExactly("a", "b");
        assertThat(fetches).hasValue(1);
    }

    @Test
    void aFailedFetchCompletesTheFutureWithTheSameExceptionUnwrapped() throws Exception {
        FakeList list = FakeList.completed(10);
        DgqException failure = new DgqConnectionException("connection reset", false, null);
        // As a dependent stage reports it: wrapped in a CompletionException.
        AsyncPager<Long> pager = list.pagerAnswering(
                4, 2, CompletableFuture.<Page<Long>>failedFuture(failure).thenApply(page -> page));
        List<Long> seen = new CopyOnWriteArrayList<>();

        CompletableFuture<Void> walk = pager.forEach(seen::add);

        assertThatThrownBy(walk::join)
                .isInstanceOf(CompletionException.class)
                .cause()
                .isSameAs(failure);
        assertThatThrownBy(walk::get)
                .isInstanceOf(ExecutionException.class)
                .cause()
                .isSameAs(failure);
        assertThat(seen).isEqualTo(range(4));
    }

    @Test
    void aFetchThatThrowsOrReturnsNullEndsTheWalkWithThatError() {
        IllegalStateException thrown = new IllegalStateException("closed");
        CompletableFuture<Void> throwing = AsyncPager.<Long>of(ListRequest.firstPage(), request -> {
                    throw thrown;
                })
                .forEach(item -> {});
        CompletableFuture<Void> returningNull =
                AsyncPager.<Long>of(ListRequest.firstPage(), request -> null).forEach(item -> {});
        CompletableFuture<Void> completingWithNull = AsyncPager.<Long>of(
                        ListRequest.firstPage(), request -> CompletableFuture.completedFuture(null))
                .forEach(item -> {});

        assertThatThrownBy(throwing::join).cause().isSameAs(thrown);
        assertThatThrownBy(returningNull::join)
                .cause()
                .isInstanceOf(NullPointerException.class)
                .hasMessageContaining("returned null");
        assertThatThrownBy(completingWithNull::join).cause().isInstanceOf(NullPointerException.class);
    }

    @Test
    void aConsumerThatThrowsEndsTheWalkWithItsException() {
        FakeList list = FakeList.completed(100);
        IllegalStateException refused = new IllegalStateException("refused");
        List<Long> seen = new CopyOnWriteArrayList<>();

        CompletableFuture<Void> walk = list.pager(10).forEach(item -> {
            seen.add(item);
            if (item == 12) {
                throw refused;
            }
        });

        assertThatThrownBy(walk::join).cause().isSameAs(refused);
        assertThat(seen).isEqualTo(range(13));
        assertThat(list.pagesFetched()).containsExactly(1, 2);
    }

    @Test
    void cancellingTheFutureCancelsThePageInFlightAndFetchesNoOther() {
        FakeList list = FakeList.completed(100);
        CompletableFuture<Page<Long>> second = new CompletableFuture<>();
        AtomicInteger count = new AtomicInteger();

        CompletableFuture<Void> walk = list.pagerAnswering(10, 2, second).forEach(item -> count.incrementAndGet());
        assertThat(walk).isNotDone();
        assertThat(walk.cancel(true)).isTrue();

        assertThat(second).isCancelled();
        assertThatThrownBy(walk::join).isInstanceOf(CancellationException.class);
        assertThat(count).hasValue(10);
        assertThat(list.pagesFetched()).containsExactly(1, 2);
    }

    @Test
    void pagesCompletingOnOtherThreadsHandOverRecordsInOrderNeverConcurrently() throws Exception {
        FakeList list = FakeList.completingOn(5_000, executor, page -> page % 3 != 0);
        List<Long> seen = new CopyOnWriteArrayList<>();
        AtomicInteger inside = new AtomicInteger();
        AtomicInteger overlaps = new AtomicInteger();
        List<Thread> threads = new CopyOnWriteArrayList<>();

        list.pager(7)
                .forEach(item -> {
                    if (inside.incrementAndGet() != 1) {
                        overlaps.incrementAndGet();
                    }
                    threads.add(Thread.currentThread());
                    seen.add(item);
                    inside.decrementAndGet();
                })
                .get(30, TimeUnit.SECONDS);

        assertThat(seen).isEqualTo(range(5_000));
        assertThat(overlaps).hasValue(0);
        assertThat(threads).anyMatch(thread -> thread != Thread.currentThread());
        assertThat(list.fetches()).isEqualTo(715);
    }

    @Test
    void aTimeoutOnTheReturnedFutureStopsTheWalk() throws Exception {
        CompletableFuture<Page<Long>> never = new CompletableFuture<>();
        CompletableFuture<Void> walk = AsyncPager.<Long>of(ListRequest.firstPage(), request -> never)
                .forEach(item -> {})
                .orTimeout(50, TimeUnit.MILLISECONDS);

        assertThatThrownBy(() -> walk.get(5, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .cause()
                .isInstanceOf(java.util.concurrent.TimeoutException.class);
        assertThat(never).isCancelled();
    }

    @Test
    void rejectsNullArguments() {
        assertThatThrownBy(() -> AsyncPager.of(null, request -> null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> AsyncPager.of(ListRequest.firstPage(), null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> FakeList.completed(1).pager(1).forEach(null)).isInstanceOf(NullPointerException.class);
    }
}
