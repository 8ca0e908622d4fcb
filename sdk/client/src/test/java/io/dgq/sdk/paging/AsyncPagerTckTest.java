package io.dgq.sdk.paging;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import org.reactivestreams.tck.TestEnvironment;
import org.reactivestreams.tck.flow.FlowPublisherVerification;
import org.testng.annotations.AfterClass;

/**
 * The Reactive Streams TCK's rules for a {@link Flow.Publisher}, checked on {@link AsyncPager}. The TCK is
 * TestNG-based; the TestNG engine runs it on the JUnit Platform with the rest of the tests.
 *
 * <p>Odd pages complete on another thread, even pages are already complete when fetched, so both paths are
 * checked. Pages hold seven records, so most checks cross pages.
 */
public class AsyncPagerTckTest extends FlowPublisherVerification<Long> {

    private static final long TIMEOUT_MILLIS = 500;
    private static final long NO_SIGNALS_TIMEOUT_MILLIS = 50;
    private static final long POLL_MILLIS = 10;
    /**
     * How long the kit waits after a cancel before it checks, once, that the publisher dropped its subscriber: the page
     * in flight completes on another thread first, which took over 500 ms on a loaded machine.
     */
    private static final long DROPPED_SUBSCRIBER_MILLIS = 1500;

    private static final int PAGE_SIZE = 7;

    private final ExecutorService executor = Executors.newFixedThreadPool(2);

    /** Creates the verification with short timeouts, so that the whole run takes a few seconds. */
    public AsyncPagerTckTest() {
        super(new TestEnvironment(TIMEOUT_MILLIS, NO_SIGNALS_TIMEOUT_MILLIS, POLL_MILLIS), DROPPED_SUBSCRIBER_MILLIS);
    }

    /** Stops the threads that complete the odd pages. */
    @AfterClass
    public void stopExecutor() {
        executor.shutdownNow();
    }

    @Override
    public Flow.Publisher<Long> createFlowPublisher(long elements) {
        return FakeList.completingOn(elements, executor, page -> page % 2 == 1).pager(PAGE_SIZE);
    }

    /**
     * Returns {@code null}, the TCK's way of saying that the publisher has no failed state to subscribe to: a pager
     * learns of an error only from a fetch, and fetches nothing before a record is requested, while the TCK's
     * checks of a failed publisher expect {@code onError} without any request. Errors of a fetch are checked in
     * {@link AsyncPagerPublisherTest}.
     */
    @Override
    public Flow.Publisher<Long> createFailedFlowPublisher() {
        return null;
    }
}
