package io.dgq.sdk.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An open enumeration decodes through its {@code of(String)} in any Jackson mapper (decision 0205), as it did through
 * its {@code @JsonCreator}: a string to its constant or a new value, anything else refused.
 */
class OpenEnumDecodingTest {

    private final ObjectMapper plain = new ObjectMapper();

    @Test
    void aStringDecodesToTheKnownConstantOrANewValue() throws Exception {
        assertThat(plain.readValue("\"VERIFIED\"", Status.class)).isSameAs(Status.VERIFIED);
        Status unknown = plain.readValue("\"ARCHIVED\"", Status.class);
        assertThat(unknown.value()).isEqualTo("ARCHIVED");
        assertThat(unknown.isKnown()).isFalse();
        assertThat(plain.readValue("\"\"", Status.class).value()).isEmpty();
        assertThat(plain.readValue("null", Status.class)).isNull();
        assertThat(plain.readValue("[\"PENDING\", null]", Status[].class)).containsExactly(Status.PENDING, null);
    }

    @Test
    void aValueThatIsNotAStringIsRefused() {
        for (String json : List.of("5", "true", "{}", "[\"PENDING\"]")) {
            assertThatThrownBy(() -> plain.readValue(json, Status.class))
                    .as(json)
                    .isInstanceOf(MismatchedInputException.class)
                    .hasMessageContaining("Status");
        }
    }

    @Test
    void aSingleValueArrayIsUnwrappedWhereTheMapperSaysSo() throws Exception {
        ObjectMapper unwrapping = new ObjectMapper().enable(DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS);
        assertThat(unwrapping.readValue("[\"PENDING\"]", Status.class)).isSameAs(Status.PENDING);
    }
}
