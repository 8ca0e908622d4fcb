package io.dgq.sdk.paging;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.function.IntPredicate;
import java.util.stream.LongStream;

/**
 * A list of {@code size} records, {@code 0, 1, 2, ...}, answered page by page as an asynchronous client would:
 * each page's future completes on {@code executor} when {@code asyncPage} says so for its page number, and is
 * already complete otherwise. It records every request it answers.
 */
final class FakeList {

    private final long size;
    private final Executor executor;
    private final IntPredicate asyncPage;
    private final List<ListRequest> requests = new CopyOnWriteArrayList<>();

    private FakeList(long size, Executor executor, IntPredicate asyncPage) {
        this.size = size;
        this.executor = executor;
        this.asyncPage = asyncPage;
    }

    /** {@return a list whose pages are all already complete when fetched} */
    static FakeList completed(long size) {
        return new FakeList(size, null, page -> false);
    }

    /** {@return a list whose pages complete on {@code executor} where {@code asyncPage} holds} */
    static FakeList completingOn(long size, Executor executor, IntPredicate asyncPage) {
        return new FakeList(size, executor, asyncPage);
    }

    /** {@return a request of the first page with {@code pageSize} records per page} */
    static ListRequest firstPage(int pageSize) {
        return ListRequest.builder().pageSize(pageSize).build();
    }

    /** {@return a pager over this list, starting at the first page with {@code pageSize} records per page} */
    AsyncPager<Long> pager(int pageSize) {
        return AsyncPager.of(firstPage(pageSize), this::fetch);
    }

    /**
     * {@return a pager over this list, starting at the first page with {@code pageSize} records per page, whose
     * fetch of page {@code page} answers {@code answer} instead}
     */
    AsyncPager<Long> pagerAnswering(int pageSize, int page, CompletableFuture<Page<Long>> answer) {
        return AsyncPager.of(firstPage(pageSize), request -> {
            if (request.page() != page) {
                return fetch(request);
            }
            requests.add(request);
            return answer;
        });
    }

    /** {@return the page of {@code request}, completed now or on the executor} */
    CompletableFuture<Page<Long>> fetch(ListRequest request) {
        requests.add(request);
        if (!asyncPage.test(request.page())) {
            return CompletableFuture.completedFuture(page(request));
        }
        return CompletableFuture.supplyAsync(() -> page(request), executor);
    }

    /** {@return the page of {@code request}, as a client builds it: one that can fetch the next} */
    Page<Long> page(ListRequest request) {
        long start = Math.min((long) (request.page() - 1) * request.pageSize(), size);
        long end = Math.min(start + request.pageSize(), size);
        List<Long> items = new ArrayList<>(LongStream.range(start, end).boxed().toList());
        return Page.of(items, size, List.of(), request, next -> fetch(next).join());
    }

    /** {@return the number of pages fetched so far} */
    int fetches() {
        return requests.size();
    }

    /** {@return the page numbers fetched so far, in order} */
    List<Integer> pagesFetched() {
        return requests.stream().map(ListRequest::page).toList();
    }
}
