package io.dgq.sdk.micrometer;

import io.micrometer.common.docs.KeyName;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationConvention;
import io.micrometer.observation.docs.ObservationDocumentation;

/** The observation of DGQ calls and its key names, as Micrometer documents observations. */
public enum DgqObservationDocumentation implements ObservationDocumentation {

    /** One DGQ API call, retries included. */
    CLIENT_REQUESTS {
        @Override
        public Class<? extends ObservationConvention<? extends Observation.Context>> getDefaultConvention() {
            return DefaultDgqObservationConvention.class;
        }

        @Override
        public KeyName[] getLowCardinalityKeyNames() {
            return LowCardinalityKeyNames.values();
        }

        @Override
        public KeyName[] getHighCardinalityKeyNames() {
            return HighCardinalityKeyNames.values();
        }

        @Override
        public Observation.Event[] getEvents() {
            return Events.values();
        }
    };

    /** Key values of few distinct values, on the timer and the span. */
    public enum LowCardinalityKeyNames implements KeyName {
        /** The operation, such as {@code domains.get}, or {@code request} for an undeclared one. */
        OPERATION {
            @Override
            public String asString() {
                return "operation";
            }
        },
        /** The HTTP method. */
        METHOD {
            @Override
            public String asString() {
                return "method";
            }
        },
        /** The HTTP status of the last answer, or {@code IO_ERROR} when the last try got none. */
        STATUS {
            @Override
            public String asString() {
                return "status";
            }
        },
        /** {@code SUCCESS}, {@code CLIENT_ERROR}, {@code SERVER_ERROR} or {@code UNKNOWN}, from the status. */
        OUTCOME {
            @Override
            public String asString() {
                return "outcome";
            }
        },
        /** The path template, such as {@code /api/v1/governance/domain/{domainId}}, or {@code none}. */
        URI {
            @Override
            public String asString() {
                return "uri";
            }
        },
        /** The host of the base URL. */
        CLIENT_NAME {
            @Override
            public String asString() {
                return "client.name";
            }
        }
    }

    /** Key values of many distinct values: on the span, not on the timer. */
    public enum HighCardinalityKeyNames implements KeyName {
        /** The correlation id of the last answer, when it had one. */
        CORRELATION_ID {
            @Override
            public String asString() {
                return "dgq.correlation_id";
            }
        },
        /** How many tries were sent. */
        ATTEMPTS {
            @Override
            public String asString() {
                return "dgq.attempts";
            }
        }
    }

    /** Events of the observation. */
    public enum Events implements Observation.Event {
        /** The call is tried again; its contextual name says which try comes, after what wait and why. */
        RETRY {
            @Override
            public String getName() {
                return "retry";
            }
        }
    }
}
