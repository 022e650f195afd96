import type { AudienceSlide } from '../../../../contracts/live/socket-protocol.js';
import { IdeasAudienceView } from '../ideas/audience/IdeasAudienceView.js';
import { WheelAudienceView } from '../spinner/audience/WheelAudienceView.js';
import type { AudienceActivities } from './use-audience-activities.js';

/** A brainstorm or a spinner wheel on a phone, by the active slide's type. */
export function AudienceActivityView({ slide, activities }: { slide: AudienceSlide; activities: AudienceActivities }) {
  if (slide.type === 'ideas') {
    return (
      <IdeasAudienceView
        slideId={slide.id}
        settings={slide.settings}
        ideas={activities.ideasState}
        submissionsStopped={slide.submissionsStopped}
        onSubmit={(text) => activities.ideas.submit(slide.id, text)}
        onVote={(ideaId) => void activities.ideas.toggleVote(slide.id, ideaId)}
      />
    );
  }
  const { wheels, offsetMs } = activities.wheelsState;
  return <WheelAudienceView wheel={wheels[slide.id] ?? null} offsetMs={offsetMs} />;
}
