package io.dgq.server.internal.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Redaction by shape: what it finds, and that a long text costs time linear in its length. */
class RedactionShapesTest {

    @Test
    void findsEachShapeAndKeepsTheRest() {
        assertThat(Redaction.shapes("Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln and more"))
                .isEqualTo("Bearer [REDACTED] and more");
        assertThat(Redaction.shapes("mysql://root:p@ss@db:3306/x")).isEqualTo("mysql://root:[REDACTED]@ss@db:3306/x");
        assertThat(Redaction.shapes("Data Source=db;Initial Catalog=x;User ID=u;Password=\"a;b\";Pwd=z"))
                .isEqualTo("Data Source=db;Initial Catalog=x;User ID=u;Password=[REDACTED];Pwd=[REDACTED]");
        assertThat(Redaction.shapes("client_secret = abc&grant_type=x"))
                .isEqualTo("client_secret = [REDACTED]&grant_type=x");
        for (String plain : List.of("", "a=b", "https://example.com/a:b@c", "eyJnot-a-token", "weyJa.bb.cc")) {
            assertThat(Redaction.shapes(plain)).isEqualTo(plain);
        }
    }

    @Test
    void aLongTextWithoutAMatchIsScannedInLinearTime() {
        long start = System.nanoTime();
        for (String unit : List.of("x", "eyJ", "a=", "a:", "a://", "eyJa.", "k=\"", "ab-")) {
            String text = unit.repeat(200_000 / unit.length());
            assertThat(Redaction.shapes(text)).hasSizeGreaterThan(100);
        }
        // With backtracking patterns, each of these took minutes (quadratic in 200,000 characters).
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(3_000);
    }
}
