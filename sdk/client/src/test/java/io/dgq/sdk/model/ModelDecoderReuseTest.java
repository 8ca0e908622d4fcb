package io.dgq.sdk.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.testing.TestJson;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The decoder reuses, on each thread, the arrays it reads a record's values into: nothing of one record, even one
 * whose answer broke off in the middle of a nested record, ever shows in the next.
 */
class ModelDecoderReuseTest {

    @Test
    void aRecordThatFailedHalfwayLeavesNothingToTheNext() throws Exception {
        assertThatThrownBy(() -> TestJson.MAPPER.readValue(
                        "{\"id\":\"d-1\",\"name\":\"Sales\",\"owner\":[{\"id\":\"u-1\",\"name\":", Domain.class))
                .isInstanceOf(JsonProcessingException.class);

        Domain next = TestJson.MAPPER.readValue("{\"id\":\"d-2\",\"owner\":[{\"id\":\"u-2\"}]}", Domain.class);

        assertThat(next.id()).isEqualTo("d-2");
        assertThat(next.name()).isNull();
        assertThat(next.owners()).singleElement().satisfies(owner -> {
            assertThat(owner.id()).isEqualTo("u-2");
            assertThat(owner.name()).isNull();
        });
        assertThat(next.additionalProperties()).isEmpty();
        next.validate();
    }

    @Test
    void aRecordWithAValueOfTheWrongTypeLeavesItsProblemToItselfAlone() throws Exception {
        DomainListItem broken = TestJson.MAPPER.readValue(
                "{\"id\":\"d-1\",\"level\":\"deep\",\"owner\":[{\"id\":7,\"name\":{}}],\"x\":1}", DomainListItem.class);
        DomainListItem clean =
                TestJson.MAPPER.readValue("{\"id\":\"d-2\",\"owner\":[{\"id\":\"u-2\"}]}", DomainListItem.class);

        assertThatThrownBy(broken::validate).hasMessageContaining("level").hasMessageContaining("owner[0].name");
        clean.validate();
        assertThat(clean.level()).isNull();
        assertThat(clean.additionalProperties()).isEmpty();
        assertThat(clean)
                .isEqualTo(DomainListItem.builder()
                        .id("d-2")
                        .owners(List.of(Owner.builder().id("u-2").build()))
                        .build());
    }
}
