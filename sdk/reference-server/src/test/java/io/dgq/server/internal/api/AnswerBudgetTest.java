package io.dgq.server.internal.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonSerializable;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import com.fasterxml.jackson.databind.node.POJONode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.dgq.server.internal.error.ApiError;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The memory answers may take while they are built: one too large is a 507, one crowded out by others a 503. */
class AnswerBudgetTest {

    private static final int KIB = 1024;

    @Test
    void anAnswerLargerThanTheBudgetOnItsOwnIsA507AndTheBudgetIsGivenBack() {
        AnswerBudget budget = new AnswerBudget(1024 * KIB);
        assertThatThrownBy(() -> budget.write(TextNode.valueOf("x".repeat(600 * KIB))))
                .isInstanceOfSatisfying(ApiError.class, error -> {
                    assertThat(error.status()).isEqualTo(507);
                    assertThat(error.getMessage()).contains("smaller page");
                });
        // Everything it reserved was given back: the largest answer that fits still does, twice in a row.
        for (int i = 0; i < 2; i++) {
            assertThat(budget.write(TextNode.valueOf("y".repeat(400 * KIB)))).hasSize(400 * KIB + 2);
        }
    }

    @Test
    void anAnswerThatFitsAloneIsA503WhileOthersHoldTheBudget() throws Exception {
        AnswerBudget budget = new AnswerBudget(1024 * KIB);
        CountDownLatch halfWritten = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<byte[]> slow = CompletableFuture.supplyAsync(
                () -> budget.write(new POJONode(new Blocking(200 * KIB, halfWritten, release))));
        assertThat(halfWritten.await(10, TimeUnit.SECONDS)).isTrue();
        assertThatThrownBy(() -> budget.write(TextNode.valueOf("z".repeat(300 * KIB))))
                .isInstanceOfSatisfying(ApiError.class, error -> {
                    assertThat(error.status()).isEqualTo(503);
                    assertThat(error.headers()).containsEntry("Retry-After", "1");
                });
        release.countDown();
        assertThat(slow.get(10, TimeUnit.SECONDS)).hasSize(2 * 200 * KIB + 2);
        assertThat(budget.write(TextNode.valueOf("z".repeat(300 * KIB)))).hasSize(300 * KIB + 2);
    }

    /** A string written in two halves, waiting between them until released. */
    private static final class Blocking implements JsonSerializable {

        private final String half;
        private final CountDownLatch halfWritten;
        private final CountDownLatch release;

        Blocking(int halfLength, CountDownLatch halfWritten, CountDownLatch release) {
            this.half = "h".repeat(halfLength);
            this.halfWritten = halfWritten;
            this.release = release;
        }

        @Override
        public void serialize(JsonGenerator generator, SerializerProvider provider) throws IOException {
            generator.writeRaw('"');
            generator.writeRaw(half);
            generator.flush();
            halfWritten.countDown();
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            generator.writeRaw(half);
            generator.writeRaw('"');
        }

        @Override
        public void serializeWithType(JsonGenerator generator, SerializerProvider provider, TypeSerializer types)
                throws IOException {
            serialize(generator, provider);
        }
    }
}
