package io.dgq.sdk.paging;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Every record of a list, page after page, fetched lazily: the next page is requested only when the records of
 * the previous one have all been consumed, so memory stays flat however long the list.
 *
 * <p>Both an {@link Iterable} (for a for-each loop) and a {@link #stream()}. An auto-pager made {@link #from(Page)
 * from a page} starts each iteration at that page without fetching it again; one made {@link #lazy(Supplier)
 * lazily} fetches its first page only when an iteration begins.
 *
 * @param <T> the record type
 */
public final class AutoPager<T> implements Iterable<T> {

    private final Supplier<Page<T>> firstPage;

    private AutoPager(Supplier<Page<T>> firstPage) {
        this.firstPage = firstPage;
    }

    /**
     * Creates an auto-pager that starts at a page already fetched.
     *
     * @param firstPage the first page
     * @param <T> the record type
     * @return the auto-pager
     */
    public static <T> AutoPager<T> from(Page<T> firstPage) {
        Objects.requireNonNull(firstPage, "firstPage");
        return new AutoPager<>(() -> firstPage);
    }

    /**
     * Creates an auto-pager that fetches its first page only when an iteration or a stream begins.
     *
     * @param firstPage fetches the first page; called once per iteration
     * @param <T> the record type
     * @return the auto-pager
     */
    public static <T> AutoPager<T> lazy(Supplier<Page<T>> firstPage) {
        return new AutoPager<>(Objects.requireNonNull(firstPage, "firstPage"));
    }

    /**
     * Returns an iterator over every record. Its {@code hasNext()} may fetch the next page and throw a
     * {@link io.dgq.sdk.errors.DgqException} if that fails.
     *
     * @return a new iterator starting at the first page
     */
    @Override
    public Iterator<T> iterator() {
        return new PageWalker<>(firstPage.get());
    }

    /**
     * Returns a sequential, lazy stream of every record. Nothing is fetched until the stream's terminal
     * operation runs.
     *
     * @return a stream that fetches pages as it is consumed
     */
    public Stream<T> stream() {
        int characteristics = Spliterator.ORDERED | Spliterator.NONNULL;
        return StreamSupport.stream(
                () -> Spliterators.spliteratorUnknownSize(iterator(), characteristics), characteristics, false);
    }

    private static final class PageWalker<T> implements Iterator<T> {

        private Page<T> page;
        private Iterator<T> items;

        PageWalker(Page<T> page) {
            this.page = page;
            this.items = page.items().iterator();
        }

        @Override
        public boolean hasNext() {
            while (!items.hasNext()) {
                if (!page.hasNextPage()) {
                    return false;
                }
                page = page.nextPage();
                items = page.items().iterator();
            }
            return true;
        }

        @Override
        public T next() {
            if (!hasNext()) {
                throw new NoSuchElementException("No more records");
            }
            return items.next();
        }
    }
}
