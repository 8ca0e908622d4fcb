package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.sun.management.ThreadMXBean;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.errors.DgqDecodingException;
import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The kept first bytes of a body, streamed or in memory, as an error report gets them. */
class BodyStreamTest {

    private static byte[] randomBytes(int size) {
        byte[] bytes = new byte[size];
        new Random(3).nextBytes(bytes);
        return bytes;
    }

    @Test
    void aStreamKeepsItsFirstBytesUntilReleased() throws Exception {
        byte[] body = randomBytes(100_000);
        BodyStream stream = new BodyStream(new ByteArrayInputStream(body), Long.MAX_VALUE, BodyStream.KEPT_BYTES);
        byte[] buffer = new byte[8000];
        while (stream.read(buffer, 0, buffer.length) >= 0) {
            // read to the end
        }
        assertThat(stream.count()).isEqualTo(body.length);
        assertThat(stream.keptBytes()).isEqualTo(Arrays.copyOf(body, BodyStream.KEPT_BYTES));
        assertThat(stream.keptBytes()).as("read again").isEqualTo(Arrays.copyOf(body, BodyStream.KEPT_BYTES));
        stream.release();
        assertThat(stream.keptBytes()).isEmpty();
    }

    @Test
    void keptBytesOfAnUnevenSizeSpanTheirChunksExactlyWhateverTheReads() throws Exception {
        byte[] body = randomBytes(30_000);
        int keep = BodyStream.KEPT_CHUNK + 1_808;
        for (int readSize : new int[] {1, 3_000, BodyStream.KEPT_CHUNK, 20_000}) {
            BodyStream stream = new BodyStream(new ByteArrayInputStream(body), Long.MAX_VALUE, keep);
            byte[] buffer = new byte[readSize];
            while (stream.read(buffer, 0, buffer.length) >= 0) {
                // read to the end
            }
            assertThat(stream.keptBytes()).as("reads of %s bytes", readSize).isEqualTo(Arrays.copyOf(body, keep));
        }
        BodyStream none = new BodyStream(new ByteArrayInputStream(body), Long.MAX_VALUE, 0);
        assertThat(none.read(new byte[100], 0, 100)).isEqualTo(100);
        assertThat(none.keptBytes()).isEmpty();
    }

    @Test
    void aBodyInMemoryIsItsOwnKeptBytesAndHasNothingLeftToRead() throws Exception {
        byte[] body = randomBytes(100_000);
        BodyStream stream = BodyStream.inMemory(body, BodyStream.KEPT_BYTES);
        assertThat(stream.whole()).isSameAs(body);
        assertThat(stream.count()).isEqualTo(body.length);
        assertThat(stream.read(new byte[10], 0, 10)).isEqualTo(-1);
        assertThat(stream.keptBytes()).isEqualTo(Arrays.copyOf(body, BodyStream.KEPT_BYTES));
        byte[] small = "{}".getBytes(StandardCharsets.UTF_8);
        assertThat(BodyStream.inMemory(small, BodyStream.KEPT_BYTES).keptBytes())
                .isEqualTo(small);
    }

    @Test
    void aBodyInMemoryThatFailsIsReportedWhole() {
        byte[] body =
                "{\"success\":true,\"data\":{\"data\":[null],\"total_count\":1}}".getBytes(StandardCharsets.UTF_8);
        DgqDecodingException e = catchThrowableOfType(
                DgqDecodingException.class,
                () -> ResponseDecoder.decode(
                        "POST /list", 200, Map.of(), body, ResponseType.listOf(DomainListItem.class), Instant.EPOCH));
        assertThat(e.getMessage()).contains("a list holds a null at data.data[0]");
        assertThat(e.rawBody()).contains(new String(body, StandardCharsets.UTF_8));
        assertThat(catchThrowableOfType(
                                DgqDecodingException.class,
                                () -> ResponseDecoder.decode(
                                        "GET /x",
                                        200,
                                        Map.<String, List<String>>of(),
                                        new byte[0],
                                        ResponseType.object(),
                                        Instant.EPOCH))
                        .getMessage())
                .contains("the body is empty");
    }

    @Test
    void aShortAnswerOfKnownLengthIsReadWholeAndALongOrUnknownOneStreams() throws Exception {
        byte[] body = randomBytes(200_000);
        BodyStream whole =
                BodyStream.of(new ByteArrayInputStream(body), body.length, Long.MAX_VALUE, Long.MAX_VALUE, 1024);
        assertThat(whole.whole()).isEqualTo(body);
        assertThat(whole.count()).isEqualTo(body.length);

        byte[] longer = randomBytes((int) BodyStream.READ_WHOLE_AT_MOST + 1);
        assertThat(BodyStream.of(new ByteArrayInputStream(longer), longer.length, Long.MAX_VALUE, Long.MAX_VALUE, 1024)
                        .whole())
                .as("longer than the most read whole")
                .isNull();
        assertThat(BodyStream.of(new ByteArrayInputStream(body), -1, Long.MAX_VALUE, Long.MAX_VALUE, 1024)
                        .whole())
                .as("no announced length")
                .isNull();
        assertThat(BodyStream.of(new ByteArrayInputStream(body), body.length, body.length - 1, Long.MAX_VALUE, 1024)
                        .whole())
                .as("over the byte limit: streamed, to be refused with its count")
                .isNull();
        assertThat(BodyStream.of(new ByteArrayInputStream(body), body.length, Long.MAX_VALUE, body.length * 10L, 1024)
                        .whole())
                .as("its values could pass the heap budget: streamed, to be counted")
                .isNull();
    }

    @Test
    void anAnnouncedLengthThatNeverArrivesFailsWithoutAnArrayOfThatLength() {
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        // once first, so that loading the classes on this path is not counted
        catchThrowableOfType(
                EOFException.class,
                () -> BodyStream.of(
                        new ByteArrayInputStream(randomBytes(70)), 900_000, Long.MAX_VALUE, Long.MAX_VALUE, 1024));
        long before = threads.getCurrentThreadAllocatedBytes();
        EOFException e = catchThrowableOfType(
                EOFException.class,
                () -> BodyStream.of(
                        new ByteArrayInputStream(randomBytes(70)), 900_000, Long.MAX_VALUE, Long.MAX_VALUE, 1024));
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertThat(e).as("the body ended before its announced length").isNotNull();
        assertThat(allocated)
                .as("bytes allocated for 70 bytes announced as 900,000")
                .isLessThan(200_000);
    }
}
